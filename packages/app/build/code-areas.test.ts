import { describe, expect, it } from 'vitest';
import { codeAreas, type ModuleGraph } from './code-areas';

/** A module graph as the bundler reports it, from each module's static and lazy imports. */
function graphOf(modules: Record<string, { imports?: string[]; lazy?: string[]; entry?: boolean }>): ModuleGraph {
  const importers = (id: string, kind: 'imports' | 'lazy') =>
    Object.entries(modules)
      .filter(([, module]) => module[kind]?.includes(id))
      .map(([name]) => name);
  return {
    getModuleInfo: (id) =>
      id in modules
        ? {
            isEntry: !!modules[id]!.entry,
            importers: importers(id, 'imports'),
            dynamicImporters: importers(id, 'lazy'),
            importedIds: modules[id]!.imports ?? [],
          }
        : null,
  };
}

const ui = (name: string) => `/repo/packages/ui/src/${name}`;

const graph = graphOf({
  main: { entry: true, imports: ['storage'], lazy: ['app', 'data'] },
  app: { imports: ['routes', 'error-screen'] },
  routes: { lazy: ['guard', 'shell', 'landing'] },
  'auth-routes': { lazy: ['login'] },
  'team-routes': { lazy: ['publish', 'queue'] },
  data: { imports: ['queries', 'storage'] },
  guard: { imports: ['queries'] },
  shell: { imports: ['badge', ui('Field.tsx'), 'error-screen', 'frame-only'], lazy: ['menu'] },
  menu: { imports: ['popover', 'sidebar'] },
  publish: { imports: ['badge', ui('Field.tsx'), 'table-front'], lazy: ['schedule-fields'] },
  queue: { imports: ['table-front'] },
  'schedule-fields': { imports: ['popover'] },
  login: { imports: [ui('Field.tsx'), 'send'] },
  landing: { imports: ['send'] },
  storage: {},
  'error-screen': {},
  'frame-only': {},
  queries: {},
  badge: {},
  [ui('Field.tsx')]: {},
  'table-front': { imports: [ui('Table.css.ts')] },
  [ui('Table.css.ts')]: {},
  [ui('Send.css.ts')]: {},
  popover: {},
  sidebar: {},
  send: { imports: [ui('Send.css.ts')] },
});

const placeOf = codeAreas({
  app: 'app',
  signedInData: 'data',
  signedInFrame: ['guard', 'shell'],
  signedInRoutes: ['team-routes'],
  publicRoutes: ['routes'],
  authRoutes: ['auth-routes'],
});

describe('codeAreas', () => {
  it('puts what the app’s chunk imports with it, in the app module’s own file', () => {
    expect(placeOf('app', graph)).toBe('app');
    expect(placeOf('routes', graph)).toBe('app');
    expect(placeOf('error-screen', graph)).toBe('app'); // the shell draws it too
  });

  it('puts what the signed-in frame shares with the pages, or with code it loads later, in one file', () => {
    expect(placeOf('badge', graph)).toBe('signed-in'); // the shell and the publish page
  });

  it('keeps what the signed-in data shares apart from components: it runs before React arrives', () => {
    expect(placeOf('queries', graph)).toBe('signed-in-data'); // the data and the guard
    expect(placeOf('data', graph)).toBe('signed-in-data'); // and the data's own module with it
  });

  it('puts the components the sign-in forms and the signed-in pages both draw in one file', () => {
    expect(placeOf(ui('Field.tsx'), graph)).toBe('ui');
  });

  it('leaves alone what only pages share (no address loads two), what only code loaded later shares, and public code', () => {
    expect(placeOf('table-front', graph)).toBeNull();
    expect(placeOf('popover', graph)).toBeNull();
    expect(placeOf('send', graph)).toBeNull();
  });

  it('puts the styles only signed-in pages share in the signed-in file, so the code that uses them can be written into its users', () => {
    expect(placeOf(ui('Table.css.ts'), graph)).toBe('signed-in'); // the publish and queue pages
    expect(placeOf(ui('Send.css.ts'), graph)).toBeNull(); // the login and landing pages
  });

  it('leaves the entry’s modules in the entry, and each lazy module in its own chunk', () => {
    expect(placeOf('storage', graph)).toBeNull();
    expect(placeOf('menu', graph)).toBeNull();
    expect(placeOf('publish', graph)).toBeNull();
  });

  it('puts the signed-in frame’s layers, and what only they use, in the signed-in file: every signed-in address loads them', () => {
    expect(placeOf('guard', graph)).toBe('signed-in');
    expect(placeOf('shell', graph)).toBe('signed-in');
    expect(placeOf('frame-only', graph)).toBe('signed-in');
  });
});
