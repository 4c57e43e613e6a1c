import { join } from 'node:path';

/** What the prerender reads of the browser build's output files. */
export type BuiltFile =
  | {
      type: 'chunk';
      fileName: string;
      facadeModuleId: string | null;
      moduleIds: readonly string[];
      imports: readonly string[];
    }
  | { type: 'asset'; fileName: string };

/**
 * The files of the `ahead` modules (source files under the app's root) and of everything they
 * import statically (not what they load later), as the page asks for them: each after the files it
 * imports, which it cannot run without (React before the app's chunk), and the first module's
 * before the next's (the signed-in data's before the frame's). A module is found in
 * the chunk it is the face of, or in a group's chunk (vite.config.ts); a module in no chunk stops
 * the build: the list naming it (`of`) has gone out of date.
 */
export function chunksAhead(
  bundle: Record<string, BuiltFile>,
  ahead: readonly string[],
  { root, base, of }: { root: string; base: string; of: string },
): string[] {
  const chunks = new Map(
    Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])),
  );
  const files = new Set<string>();
  const seen = new Set<string>();
  const add = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) add(imported);
    files.add(fileName);
  };
  for (const module of ahead) {
    const id = join(root, module);
    const chunk =
      [...chunks.values()].find((each) => each.facadeModuleId === id) ??
      [...chunks.values()].find((each) => each.moduleIds.includes(id));
    if (!chunk) throw new Error(`${of}: ${module} is in no chunk (vite.config.ts)`);
    add(chunk.fileName);
  }
  return [...files].map((fileName) => base + fileName);
}
