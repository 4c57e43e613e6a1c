import { describe, expect, it } from 'vitest';
import { signedInChunk, type ModuleGraph } from './signed-in-chunk';

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
          }
        : null,
  };
}

const graph = graphOf({
  main: { entry: true, imports: ['routes', 'team-routes', 'button'] },
  routes: { imports: ['lazy-page'], lazy: ['guard', 'shell', 'login'] },
  'team-routes': { lazy: ['publish', 'queue'] },
  guard: { imports: ['session'] },
  shell: { imports: ['bell', 'badge', 'menu', 'button'] },
  publish: { imports: ['badge', 'send', 'form'], lazy: ['schedule-fields'] },
  queue: { imports: ['badge', 'table'] },
  'schedule-fields': { imports: ['menu', 'calendar'] },
  login: { imports: ['send', 'field'], lazy: ['toaster'] },
  toaster: { imports: ['menu'] },
  'lazy-page': {},
  session: {},
  bell: {},
  badge: {},
  menu: {},
  button: {},
  send: {},
  form: {},
  table: {},
  calendar: {},
  field: {},
});

const chunkOf = signedInChunk({ shell: 'shell', layouts: ['guard'], routeModules: ['team-routes'] });

describe('signedInChunk', () => {
  it('takes what the shell shares with the signed-in pages, and the shell’s own modules', () => {
    expect(chunkOf('badge', graph)).toBe('signed-in');
    expect(chunkOf('bell', graph)).toBe('signed-in');
  });

  it('leaves the shell’s module itself in the shell’s chunk, with what only it draws', () => {
    expect(chunkOf('shell', graph)).toBeNull();
  });

  it('leaves out what a public page or the entry also uses, however it is reached', () => {
    expect(chunkOf('send', graph)).toBeNull(); // the publish page and the login page
    expect(chunkOf('button', graph)).toBeNull(); // the shell and the entry
    expect(chunkOf('menu', graph)).toBeNull(); // the shell, and the toaster the login page loads lazily
  });

  it('leaves out what the shell does not reach: a page’s own code stays with the page', () => {
    expect(chunkOf('form', graph)).toBeNull();
    expect(chunkOf('table', graph)).toBeNull();
    expect(chunkOf('calendar', graph)).toBeNull();
    expect(chunkOf('session', graph)).toBeNull();
  });

  it('counts a lazy import of a signed-in page as signed in', () => {
    const withSharedField = graphOf({
      main: { entry: true, lazy: ['shell', 'publish'] },
      shell: { imports: ['icon'] },
      publish: { lazy: ['schedule-fields'] },
      'schedule-fields': { imports: ['icon'] },
      icon: {},
    });
    const chunk = signedInChunk({ shell: 'shell', layouts: [], routeModules: ['main'] });
    expect(chunk('icon', withSharedField)).toBe('signed-in');
  });
});
