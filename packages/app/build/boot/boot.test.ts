// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boot } from './boot';
import type { BootConfig } from './boot-config';
import { fakePaintObserver } from './fake-paint-observer';

const config: BootConfig = {
  entry: '/assets/index.js',
  preloads: ['/assets/framework.js'],
  starts: [
    {
      pattern: '^/pricing/?$',
      modules: ['/assets/PublicShell.js', '/assets/PricingPage.js', '/assets/query.js'],
      fetch: 'http://api.test/billing/plans/',
    },
    {
      pattern: '^/blog/?$',
      modules: ['/assets/PublicShell.js', '/assets/BlogListPage.js'],
      fetch: 'http://api.test/cms/blog-posts/',
    },
    { pattern: '^/team/queues/?$', modules: ['/assets/ShellLayout.js', '/assets/QueuePage.js'], signedIn: true },
    { pattern: '^/team(/.*)?/?$', modules: ['/assets/ShellLayout.js', '/assets/PublishPage.js'], signedIn: true },
  ],
  stylesheets: { all: '/assets/styles.css', parts: ['/assets/app.css', '/assets/PublishPage.css'] },
  accessTokenKey: 'access_token',
  attributes: {
    prerendered: 'data-prerendered',
    unrendered: 'data-unrendered',
    heldSubmit: 'data-submit-held',
    pressed: 'data-pressed-before-takeover',
  },
  stopMarkingPressesGlobal: '__stopMarkingPresses',
};

/** Runs the boot script with a loader that loads nothing. */
const bootWithoutLoading = () =>
  boot(
    config,
    vi.fn(async () => {}),
  );

const root = document.documentElement;
const added: [
  EventTarget,
  string,
  EventListenerOrEventListenerObject,
  boolean | AddEventListenerOptions | undefined,
][] = [];
let paints: ReturnType<typeof fakePaintObserver>;

/** The page's file as made for `madeFor`, opened at `path`. */
function openAt(path: string, { madeFor = path, session = '' } = {}) {
  history.replaceState(null, '', path);
  root.setAttribute(config.attributes.prerendered, madeFor);
  if (session) localStorage.setItem(config.accessTokenKey, session);
}

const preloaded = (rel: string, as?: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)]
    .filter((link) => as === undefined || link.as === as)
    .map((link) => link.getAttribute('href'));

beforeEach(() => {
  // Each test's listeners go with it: boot adds them for the page's lifetime.
  for (const target of [window, document]) {
    const add = target.addEventListener.bind(target);
    vi.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) => {
      if (listener) added.push([target, type, listener, options]);
      add(type, listener, options);
    });
  }
  paints = fakePaintObserver();
  vi.stubGlobal('PerformanceObserver', paints.PerformanceObserver);
  vi.useFakeTimers();
});

afterEach(() => {
  for (const [target, type, listener, options] of added.splice(0)) target.removeEventListener(type, listener, options);
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, config.stopMarkingPressesGlobal);
  for (const name of root.getAttributeNames()) root.removeAttribute(name);
  document.head.replaceChildren();
  document.body.replaceChildren();
  localStorage.clear();
});

describe('the made page', () => {
  it('is kept at the address it was made for', () => {
    openAt('/login');
    bootWithoutLoading();
    expect(root.getAttribute('data-prerendered')).toBe('/login');
    expect(root.hasAttribute('data-unrendered')).toBe(false);
  });

  it('is hidden at another address, for the app to draw its page', () => {
    openAt('/pricing', { madeFor: '/' });
    bootWithoutLoading();
    expect(root.hasAttribute('data-prerendered')).toBe(false);
    expect(root.hasAttribute('data-unrendered')).toBe(true);
  });

  it('is hidden from a visitor with a session', () => {
    openAt('/login', { session: 'token' });
    bootWithoutLoading();
    expect(root.hasAttribute('data-unrendered')).toBe(true);
  });

  it('is kept for a blank stored token, which is no session', () => {
    openAt('/login', { session: ' ' });
    bootWithoutLoading();
    expect(root.hasAttribute('data-unrendered')).toBe(false);
  });
});

describe('a form sent before the take-over', () => {
  it('is held and marked, so nothing typed goes into the address', () => {
    openAt('/login');
    document.body.innerHTML = '<form action="/login"><input name="password" value="secret"></form>';
    bootWithoutLoading();
    const sent = vi.fn((event: Event) => event.defaultPrevented);
    window.addEventListener('submit', sent);
    document.querySelector('form')!.requestSubmit();
    expect(sent).toHaveReturnedWith(true);
    expect(document.querySelector('form')!.hasAttribute('data-submit-held')).toBe(true);
  });

  it('is left alone once the app handles it', () => {
    openAt('/login');
    document.body.innerHTML = '<form></form>';
    const form = document.querySelector('form')!;
    form.addEventListener('submit', (event) => event.preventDefault());
    bootWithoutLoading();
    form.requestSubmit();
    expect(form.hasAttribute('data-submit-held')).toBe(false);
  });
});

describe('a button pressed before the take-over', () => {
  it('is marked until the app stops the marking', () => {
    openAt('/');
    document.body.innerHTML =
      '<button type="button" id="menu"><span>Resources</span></button><button type="submit" id="send">Send</button>';
    bootWithoutLoading();
    const menu = document.getElementById('menu')!;
    menu.querySelector('span')!.click();
    document.getElementById('send')!.click();
    expect(menu.hasAttribute('data-pressed-before-takeover')).toBe(true);
    expect(document.getElementById('send')!.hasAttribute('data-pressed-before-takeover')).toBe(false);

    menu.removeAttribute('data-pressed-before-takeover');
    (Reflect.get(window, config.stopMarkingPressesGlobal) as () => void)();
    menu.click();
    expect(menu.hasAttribute('data-pressed-before-takeover')).toBe(false);
  });
});

describe("the address's files", () => {
  it("are the entry's, its imports and the matching start's, a few per task after the first paint", () => {
    openAt('/pricing');
    bootWithoutLoading();
    expect(preloaded('modulepreload')).toEqual([]);

    paints.paint();
    expect(preloaded('modulepreload')).toEqual(['/assets/index.js', '/assets/framework.js', '/assets/PublicShell.js']);
    vi.advanceTimersToNextTimer();
    expect(preloaded('modulepreload')).toEqual([
      '/assets/index.js',
      '/assets/framework.js',
      '/assets/PublicShell.js',
      '/assets/PricingPage.js',
      '/assets/query.js',
    ]);
  });

  it('go in all at once for a page the app draws', () => {
    openAt('/blog', { madeFor: '/' });
    bootWithoutLoading();
    expect(preloaded('modulepreload')).toEqual([
      '/assets/index.js',
      '/assets/framework.js',
      '/assets/PublicShell.js',
      '/assets/BlogListPage.js',
    ]);
  });

  it("include the page's text for a visitor without a session, at once", () => {
    openAt('/pricing');
    bootWithoutLoading();
    expect(preloaded('preload')).toEqual(['http://api.test/billing/plans/']);
    expect(document.head.querySelector('link[rel="preload"]')).toMatchObject({ as: 'fetch', crossOrigin: '' });
  });

  it("leave out the page's text for a visitor with a session, whose call carries their token", () => {
    openAt('/pricing', { session: 'token' });
    bootWithoutLoading();
    expect(preloaded('preload', 'fetch')).toEqual([]);
    expect(preloaded('modulepreload')).toContain('/assets/PricingPage.js');
  });

  it('take the first start for the address: its own page, not its area', () => {
    openAt('/team/anything', { madeFor: '/', session: 'token' });
    bootWithoutLoading();
    expect(preloaded('modulepreload')).toEqual([
      '/assets/index.js',
      '/assets/framework.js',
      '/assets/ShellLayout.js',
      '/assets/PublishPage.js',
    ]);
  });

  it("include a signed-in start's only for a visitor with a session", () => {
    openAt('/team/queues', { madeFor: '/', session: 'token' });
    bootWithoutLoading();
    expect(preloaded('modulepreload')).toEqual([
      '/assets/index.js',
      '/assets/framework.js',
      '/assets/ShellLayout.js',
      '/assets/QueuePage.js',
    ]);
    document.head.replaceChildren();
    localStorage.clear();
    openAt('/team/queues', { madeFor: '/' });
    bootWithoutLoading();
    expect(preloaded('modulepreload')).toEqual(['/assets/index.js', '/assets/framework.js']);
  });
});

describe("the app's styles", () => {
  const links = () =>
    [...document.head.querySelectorAll('link')].map((link) => [
      link.rel,
      link.getAttribute('href'),
      link.hasAttribute('disabled'),
    ]);

  it('come in one file for a page the app draws, asked for after its scripts, each chunk’s own linked disabled', () => {
    openAt('/team/queues', { madeFor: '/', session: 'token' });
    bootWithoutLoading();
    expect(links().filter(([rel]) => rel !== 'modulepreload')).toEqual([
      ['preload', '/assets/styles.css', false],
      ['stylesheet', '/assets/app.css', true],
      ['stylesheet', '/assets/PublishPage.css', true],
      ['stylesheet', '/assets/styles.css', false],
    ]);
    expect(links()[0]).toEqual(['modulepreload', '/assets/index.js', false]);
  });

  it('come after the made page’s own styles, once the head is parsed', () => {
    openAt('/team/queues', { madeFor: '/', session: 'token' });
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    bootWithoutLoading();
    expect(document.head.querySelector('link[rel="stylesheet"]:not([disabled])')).toBeNull();
    document.head.append(document.createElement('style'));
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(document.head.lastElementChild).toMatchObject({ rel: 'stylesheet' });
    expect(document.head.lastElementChild?.getAttribute('href')).toBe('/assets/styles.css');
  });

  it('are left to the page on a painted page, which holds its own', () => {
    openAt('/pricing');
    bootWithoutLoading();
    paints.paint();
    vi.runAllTimers();
    expect(document.head.querySelector('link[rel="stylesheet"]')).toBeNull();
  });
});

describe("the app's entry", () => {
  it('starts at once for a page the app draws', () => {
    openAt('/pricing', { madeFor: '/' });
    const load = vi.fn(async () => {});
    boot(config, load);
    expect(load).toHaveBeenCalledExactlyOnceWith('/assets/index.js');
  });

  it('waits for the document to be parsed', () => {
    openAt('/pricing', { madeFor: '/' });
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const load = vi.fn(async () => {});
    boot(config, load);
    expect(load).not.toHaveBeenCalled();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(load).toHaveBeenCalledExactlyOnceWith('/assets/index.js');
  });

  it('starts after the first paint on a painted page, once its files are asked for', () => {
    openAt('/pricing');
    const load = vi.fn(async () => {});
    boot(config, load);
    vi.advanceTimersByTime(1000);
    expect(load).not.toHaveBeenCalled();

    paints.paint();
    expect(load).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(load).toHaveBeenCalledExactlyOnceWith('/assets/index.js');
    expect(preloaded('modulepreload')).toHaveLength(5);
  });

  it('starts anyway should no paint be reported', () => {
    openAt('/login');
    const load = vi.fn(async () => {});
    boot(config, load);
    vi.advanceTimersByTime(4999);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledOnce();
    paints.paint();
    vi.runAllTimers();
    expect(load).toHaveBeenCalledOnce();
  });

  it('starts at once where paints are not reported', () => {
    openAt('/login');
    vi.stubGlobal('PerformanceObserver', undefined);
    const load = vi.fn(async () => {});
    boot(config, load);
    expect(load).toHaveBeenCalledExactlyOnceWith('/assets/index.js');
  });
});
