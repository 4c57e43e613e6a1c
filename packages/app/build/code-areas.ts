/**
 * What the bundler sees of the module graph while it splits chunks (a subset of Rolldown's
 * `ModuleInfo`, so this file needs no bundler types).
 */
export interface ModuleGraph {
  getModuleInfo(id: string): {
    isEntry: boolean;
    importers: readonly string[];
    dynamicImporters: readonly string[];
    importedIds: readonly string[];
  } | null;
}

export interface CodeAreas {
  /** The app's own lazy chunk, which the entry starts on every address before any page. */
  readonly app: string;
  /** The calls a signed-in address starts from the entry, before React has arrived. */
  readonly signedInData: string;
  /** Lazy modules only a signed-in person loads: the session guard, the shell. */
  readonly signedInFrame: readonly string[];
  /** Route modules whose lazy pages are signed-in pages. */
  readonly signedInRoutes: readonly string[];
  /** Route modules whose lazy pages and layouts are public. */
  readonly publicRoutes: readonly string[];
  /** Route modules whose lazy pages are the sign-in and sign-up forms. */
  readonly authRoutes: readonly string[];
}

type Area = 'entry' | 'frame' | 'signed-in page' | 'auth page' | 'public page' | 'later';

/**
 * A chunk group (Rolldown's `codeSplitting.groups[].name`) that gives the project's own modules
 * that several chunks share a file by where they are used, from the module graph alone:
 *
 * - `signed-in-data`: what the signed-in data's calls share with the pages, and no public page
 *   uses: it runs from the entry before React has arrived, so it shares no file with components;
 * - `app`: what the app's chunk imports (it loads before any page, so this costs no page more);
 * - `signed-in`: the signed-in frame's layers (the session guard, the shell), what only they use,
 *   and what they share with the pages or with code they load later and no public page uses:
 *   every signed-in address loads the frame with its page; and the styles (`.css.ts`) that only
 *   signed-in pages share: a chunk that carries styles stays a file of its own (vite.config.ts),
 *   while the code that uses them can then be written into the chunks that use it;
 * - `ui`: the components (and their styles) the sign-in forms and the signed-in pages both draw.
 *
 * Left to the bundler each such module is a small file of its own, a request each, and a page
 * asked for dozens. Packages stay out: one imported through its index would look imported by all.
 */
export function codeAreas(areas: CodeAreas) {
  const passes = new WeakMap<ModuleGraph, (id: string) => string | null>();
  return (id: string, graph: ModuleGraph): string | null => {
    let place = passes.get(graph);
    if (!place) {
      place = placer(graph, areas);
      passes.set(graph, place);
    }
    return place(id);
  };
}

const isPackage = (id: string) => id.includes('node_modules');
const isStyles = (id: string) => /\.css\.ts(\.vanilla\.css)?$/.test(id);

function placer(graph: ModuleGraph, areas: CodeAreas): (id: string) => string | null {
  const inApp = staticClosure(graph, areas.app);
  const inData = staticClosure(graph, areas.signedInData);
  const rootsOf = new Map<string, Set<string>>();
  const areaOf = new Map<string, Area>();
  const reachedByEntry = (id: string) => [...roots(id)].some((root) => graph.getModuleInfo(root)?.isEntry === true);

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
        if (seen.has(importer)) continue;
        seen.add(importer);
        stack.push(importer);
      }
    }
    return found;
  }

  function area(root: string): Area {
    const known = areaOf.get(root);
    if (known) return known;
    const info = graph.getModuleInfo(root);
    const found: Area =
      !info || info.isEntry
        ? 'entry'
        : areas.signedInFrame.includes(root) || root === areas.signedInData
          ? 'frame'
          : info.dynamicImporters.some((importer) => areas.signedInRoutes.includes(importer))
            ? 'signed-in page'
            : info.dynamicImporters.some((importer) => areas.authRoutes.includes(importer))
              ? 'auth page'
              : info.dynamicImporters.some((importer) => areas.publicRoutes.includes(importer))
                ? 'public page'
                : 'later';
    areaOf.set(root, found);
    return found;
  }

  /** Code loaded later from signed-in code only (a menu of the shell, a page's lazy part). */
  function isSignedInLater(root: string, seen = new Set<string>()): boolean {
    if (seen.has(root)) return false;
    seen.add(root);
    const importers = graph.getModuleInfo(root)?.dynamicImporters ?? [];
    return (
      importers.length > 0 &&
      importers.every((importer) =>
        [...roots(importer)].every((each) => {
          const kind = area(each);
          return kind === 'frame' || kind === 'signed-in page' || (kind === 'later' && isSignedInLater(each, seen));
        }),
      )
    );
  }

  return (id) => {
    // The app's and the signed-in data's own modules are loaded on their own, and share their file
    // with what is grouped for them: one request each, not two.
    if (id === areas.app) return 'app';
    if (id === areas.signedInData) return 'signed-in-data';
    // Every signed-in address draws the frame: its layers are one file with what it shares.
    if (areas.signedInFrame.includes(id)) return 'signed-in';
    const info = graph.getModuleInfo(id);
    // A lazy module is the face of its own chunk; the entry's modules stay in the entry.
    if (!info || info.isEntry || info.dynamicImporters.length > 0) return null;
    // What the entry imports stays with it: the entry runs before React arrives.
    if (reachedByEntry(id)) return null;
    const reaching = [...roots(id)];
    const kinds = reaching.map(area);
    const onlySignedIn = reaching.every(
      (root, index) =>
        kinds[index] !== 'public page' &&
        kinds[index] !== 'auth page' &&
        (kinds[index] !== 'later' || isSignedInLater(root)),
    );
    // The signed-in data's calls run before React arrives: what they import keeps out of the files
    // that hold components.
    if (inData.has(id)) return onlySignedIn && reaching.length > 1 ? 'signed-in-data' : null;
    if (!isPackage(id) && inApp.has(id)) return 'app';
    if (kinds.every((kind) => kind === 'frame')) return 'signed-in';
    if (reaching.length < 2) return null;
    if (onlySignedIn && kinds.includes('frame')) return 'signed-in';
    if (onlySignedIn && isStyles(id)) return 'signed-in';
    const isSignedIn = kinds.includes('frame') || kinds.includes('signed-in page');
    if (kinds.includes('auth page') && isSignedIn && id.includes('/packages/ui/src/')) return 'ui';
    return null;
  };
}

/** A module and everything it imports statically, packages left out. */
function staticClosure(graph: ModuleGraph, from: string): Set<string> {
  const found = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (found.has(current) || isPackage(current)) continue;
    found.add(current);
    stack.push(...(graph.getModuleInfo(current)?.importedIds ?? []));
  }
  found.delete(from);
  return found;
}
