import vm from 'node:vm';
import { JSDOM } from 'jsdom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stopMarkingPressesGlobal } from '../../src/prerender/pressed-before-takeover';
import { buildBootScript, hiddenPageStyle, type PageBoot } from './boot-script';
import { fakePaintObserver } from './fake-paint-observer';

/** The entry modules that ran, by name: each test's entry is a module that says it ran. */
const ran: string[] = [];
Reflect.set(globalThis, 'bootScriptTestEntries', ran);
const entryNamed = (name: string) =>
  `data:text/javascript,globalThis.bootScriptTestEntries.push(${encodeURIComponent(JSON.stringify(name))})`;

const pricing = {
  pattern: '^/pricing/?$',
  modules: ['/assets/framework.js', '/assets/PublicShell.js', '/assets/PricingPage.js', '/assets/query.js'],
  fetch: 'http://api.test/billing/plans/',
};
const signedIn = { pattern: '^/(home|team)(/|$)', modules: ['/assets/start-app.js'], signedIn: true };

let scriptFor: (page: PageBoot) => string;
const opened: JSDOM[] = [];

beforeAll(async () => {
  scriptFor = await buildBootScript();
});

afterEach(() => {
  for (const dom of opened.splice(0)) dom.window.close();
});

/** A page made for `madeFor`, opened at `path`, with the built script run in it as its first script. */
function openPage(
  script: string,
  { path, madeFor = path, session = '' }: { path: string; madeFor?: string; session?: string },
) {
  const dom = new JSDOM(
    `<!doctype html><html data-prerendered="${madeFor}"><head><style>${hiddenPageStyle}</style></head>` +
      '<body><div id="root"><form><input name="email"></form><button type="button">Resources</button></div></body></html>',
    { url: `http://localhost${path}`, runScripts: 'outside-only' },
  );
  opened.push(dom);
  const { window } = dom;
  if (session) window.localStorage.setItem('access_token', session);
  const paints = fakePaintObserver();
  Object.assign(window, { PerformanceObserver: paints.PerformanceObserver });
  const globals = new Set(Object.getOwnPropertyNames(window));
  vm.runInContext(script, dom.getInternalVMContext(), {
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  const links = (rel: string) =>
    [...window.document.head.querySelectorAll(`link[rel="${rel}"]`)].map((link) => link.getAttribute('href'));
  return {
    window,
    paints,
    links,
    added: Object.getOwnPropertyNames(window).filter((name) => !globals.has(name)),
    shown: () => window.getComputedStyle(window.document.getElementById('root')!).display !== 'none',
  };
}

describe('the built boot script', () => {
  it('keeps a painted page, holds its forms and presses, and starts the app after its first paint', async () => {
    const entry = entryNamed('painted');
    const page = openPage(scriptFor({ entry, preloads: ['/assets/framework.js'], starts: [pricing, signedIn] }), {
      path: '/pricing',
    });
    const { document } = page.window;

    expect(page.added).toEqual([stopMarkingPressesGlobal]);
    expect(page.shown()).toBe(true);
    expect(document.documentElement.getAttribute('data-prerendered')).toBe('/pricing');
    expect(page.links('preload')).toEqual(['http://api.test/billing/plans/']);
    expect(page.links('modulepreload')).toEqual([]);

    document.querySelector('form')!.requestSubmit();
    expect(document.querySelector('form')!.hasAttribute('data-submit-held')).toBe(true);
    const button = document.querySelector('button')!;
    button.click();
    expect(button.hasAttribute('data-pressed-before-takeover')).toBe(true);
    button.removeAttribute('data-pressed-before-takeover');
    (Reflect.get(page.window, stopMarkingPressesGlobal) as () => void)();
    button.click();
    expect(button.hasAttribute('data-pressed-before-takeover')).toBe(false);

    page.paints.paint();
    expect(page.links('modulepreload')).toEqual([entry, '/assets/framework.js', '/assets/PublicShell.js']);
    await vi.waitFor(() => expect(ran).toContain('painted'));
    expect(page.links('modulepreload')).toEqual([
      entry,
      '/assets/framework.js',
      '/assets/PublicShell.js',
      '/assets/PricingPage.js',
      '/assets/query.js',
    ]);
  });

  it("hides the page from a visitor with a session and starts the app with the address's files at once", async () => {
    const entry = entryNamed('hidden');
    const page = openPage(scriptFor({ entry, preloads: ['/assets/framework.js'], starts: [pricing, signedIn] }), {
      path: '/team/queues',
      madeFor: '/',
      session: 'token',
    });

    expect(page.shown()).toBe(false);
    expect(page.window.document.documentElement.hasAttribute('data-prerendered')).toBe(false);
    expect(page.links('modulepreload')).toEqual([entry, '/assets/framework.js', '/assets/start-app.js']);
    expect(page.links('preload')).toEqual([]);
    await vi.waitFor(() => expect(ran).toContain('hidden'));
  });

  it('hides the page at another address, asking for its text and files', () => {
    const page = openPage(scriptFor({ entry: entryNamed('foreign'), preloads: [], starts: [pricing, signedIn] }), {
      path: '/pricing',
      madeFor: '/',
    });
    expect(page.shown()).toBe(false);
    expect(page.links('preload')).toEqual(['http://api.test/billing/plans/']);
    expect(page.links('modulepreload')).toHaveLength(5);
  });
});
