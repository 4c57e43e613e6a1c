/**
 * What the bundler sees of the module graph while it splits chunks (a subset of Rolldown's
 * `ModuleInfo`, so this file needs no bundler types).
 */
export interface ModuleGraph {
  getModuleInfo(id: string): {
    isEntry: boolean;
    importers: readonly string[];
    dynamicImporters: readonly string[];
  } | null;
}

export interface SignedInChunkOptions {
  /** The signed-in shell's module (a lazy layer): every signed-in page is drawn inside it. */
  shell: string;
  /** Other lazy layers only a signed-in person loads (the session guard). */
  layouts: readonly string[];
  /** The route modules whose lazy pages are all signed-in pages. */
  routeModules: readonly string[];
}

/**
 * A chunk group (Rolldown's `codeSplitting.groups[].name`) for the code the shell and the signed-in
 * pages share and no public page uses.
 *
 * The bundler cannot know that a signed-in page never loads without the shell, so a module both
 * import (a badge, a query, a dialog) became a file of its own, compressed apart: `/team/publish`
 * loaded 98 files, 260.1 KB, against 238.9 KB for the same bytes as one file. In one chunk loaded with
 * the shell they compress together. A module that a public page or the entry also reaches stays out,
 * so the public pages and the sign-in forms load what they did. The group must not pull in its
 * modules' dependencies (`includeDependenciesRecursively: false`): those are shared with the public
 * pages. Only signed-in code imports from the group, and what the group imports from outside it is
 * shared with the public pages, whose code never imports back (the module would then be reached by a
 * public page itself): the chunks import each other one way only.
 */
export function signedInChunk(options: SignedInChunkOptions) {
  const passes = new WeakMap<ModuleGraph, (id: string) => boolean>();
  return (id: string, graph: ModuleGraph): string | null => {
    let belongs = passes.get(graph);
    if (!belongs) {
      belongs = sharedBehindShell(graph, options);
      passes.set(graph, belongs);
    }
    return belongs(id) ? 'signed-in' : null;
  };
}

function sharedBehindShell(
  graph: ModuleGraph,
  { shell, layouts, routeModules }: SignedInChunkOptions,
): (id: string) => boolean {
  const rootsOf = new Map<string, Set<string>>();
  const signedInRoot = new Map<string, boolean>();

  /** The modules loaded on their own (the entry, every lazy import) whose static imports reach `id`. */
  function roots(id: string): Set<string> {
    const known = rootsOf.get(id);
    if (known) return known;
    const found = new Set<string>();
    rootsOf.set(id, found);
    const seen = new Set<string>([id]);
    const stack = [id];
    while (stack.length > 0) {
      const current = stack.pop()!;
      const info = graph.getModuleInfo(current);
      if (!info) continue;
      if (info.isEntry || info.dynamicImporters.length > 0) found.add(current);
      for (const importer of info.importers) {
        if (!seen.has(importer)) {
          seen.add(importer);
          stack.push(importer);
        }
      }
    }
    return found;
  }

  /** A lazy module that only signed-in code loads: a signed-in page, or something one of them imports lazily. */
  function isSignedInRoot(root: string): boolean {
    const known = signedInRoot.get(root);
    if (known !== undefined) return known;
    signedInRoot.set(root, false); // A loop of lazy imports proves nothing.
    const info = graph.getModuleInfo(root);
    const verdict =
      !!info &&
      !info.isEntry &&
      (root === shell ||
        layouts.includes(root) ||
        info.dynamicImporters.some((importer) => routeModules.includes(importer)) ||
        (info.dynamicImporters.length > 0 && info.dynamicImporters.every(onlySignedIn)));
    signedInRoot.set(root, verdict);
    return verdict;
  }

  function onlySignedIn(id: string): boolean {
    const found = roots(id);
    return found.size > 0 && [...found].every(isSignedInRoot);
  }

  // The shell's own module stays in the shell's chunk, with the icons only the shell draws (icons
  // come through lucide's index, which public pages import too, so they never join the group). In
  // the group, the shell's chunk was left a facade, and the group importing the shell's icons back
  // from it made Rolldown emit a namespace it never defined ('Export ShellLayout_exports is not
  // defined', the signed-in pages failed to load) once the shell had lazy parts of its own.
  return (id) => id !== shell && roots(id).has(shell) && onlySignedIn(id);
}
