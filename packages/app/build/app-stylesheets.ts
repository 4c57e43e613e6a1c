import type { Stylesheet } from './page-stylesheets';

/** What the prerender reads of a built chunk to order the app's stylesheets. */
export interface StyledChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: readonly string[];
  viteMetadata?: { importedCss: ReadonlySet<string> };
}

/**
 * The build's stylesheets (`base` + file name each), each chunk's after those of the chunks it
 * imports: the order they come in when each chunk brings its own (the chunk loader adds a chunk's
 * imports' stylesheets before its own), so that a component's rules that override those of a
 * component it draws still come after them. A stylesheet no chunk names comes last.
 */
export function inChunkOrder(
  bundle: Record<string, StyledChunk | { type: 'asset' }>,
  stylesheets: readonly Stylesheet[],
  base: string,
): Stylesheet[] {
  const chunks = new Map(
    Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])),
  );
  const ordered = new Set<string>();
  const visited = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (visited.has(fileName) || !chunk) return;
    visited.add(fileName);
    chunk.imports.forEach(visit);
    for (const css of chunk.viteMetadata?.importedCss ?? []) ordered.add(base + css);
  };
  const byEntryFirst = [...chunks.values()].sort((a, b) => Number(b.isEntry) - Number(a.isEntry));
  for (const chunk of byEntryFirst) visit(chunk.fileName);
  const position = new Map([...ordered].map((href, index) => [href, index]));
  const rank = (href: string) => position.get(href) ?? ordered.size;
  return [...stylesheets].sort((a, b) => rank(a.href) - rank(b.href));
}
