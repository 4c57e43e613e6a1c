/** What the prerender reads of the build to write the app's stylesheets in one file. */
export type StyledFile =
  | {
      type: 'chunk';
      fileName: string;
      isEntry: boolean;
      imports: readonly string[];
      viteMetadata?: { importedCss: ReadonlySet<string> };
    }
  | { type: 'asset'; fileName: string; source: string | Uint8Array };

/**
 * Every stylesheet of the build in one text, each chunk's after those of the chunks it imports:
 * the order they come in when each chunk brings its own (the chunk loader adds a chunk's imports'
 * stylesheets before its own), so that a component's rules that override those of a component it
 * draws still come after them. Also the address of each stylesheet, in that order.
 */
export function appStylesheets(bundle: Record<string, StyledFile>, base: string): { css: string; hrefs: string[] } {
  const files = Object.values(bundle);
  const chunks = new Map(files.flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])));
  const sources = new Map(
    files.flatMap((file) => (file.type === 'asset' ? [[file.fileName, file.source] as const] : [])),
  );
  const ordered = new Set<string>();
  const visited = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (visited.has(fileName) || !chunk) return;
    visited.add(fileName);
    chunk.imports.forEach(visit);
    for (const css of chunk.viteMetadata?.importedCss ?? []) ordered.add(css);
  };
  const byEntryFirst = [...chunks.values()].sort((a, b) => Number(b.isEntry) - Number(a.isEntry));
  for (const chunk of byEntryFirst) visit(chunk.fileName);
  for (const fileName of sources.keys()) if (fileName.endsWith('.css')) ordered.add(fileName);
  const css = [...ordered].map((fileName) => String(sources.get(fileName) ?? '')).join('\n');
  return { css, hrefs: [...ordered].map((fileName) => base + fileName) };
}
