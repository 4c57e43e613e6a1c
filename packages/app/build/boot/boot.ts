import type { AppStylesheets, BootAttributes, BootConfig } from './boot-config';

/*
 * The first script of a prerendered page, run from its head before anything is painted. It is
 * bundled into the page (boot-script.ts): it imports nothing, sets no global but the one that stops
 * the marking of presses, and writes no markup or script address.
 */

/** Module preloads added per task on a painted page: each costs the main thread some time on a slow phone. */
const preloadsPerTask = 3;

/** Starts the app's scripts anyway should no paint be reported: a tab opened in the background paints when shown. */
const firstPaintTimeoutMs = 5000;

/**
 * Loads a module. By `import()`: the Content-Security-Policy's Trusted Types forbid giving a script
 * element its address as a string.
 */
export type LoadModule = (url: string) => Promise<unknown>;

const importModule: LoadModule = (url) => import(/* @vite-ignore */ url);

/** Runs each job of the boot script for the address the page is opened at. */
export function boot(config: BootConfig, load: LoadModule = importModule): void {
  const signedIn = hasSession(config.accessTokenKey);
  const hidden = hideUnlessOwnPage(config.attributes, signedIn);
  holdSubmits(config.attributes.heldSubmit);
  markPresses(config.attributes.pressed, config.stopMarkingPressesGlobal);
  const { modules, fetches } = filesAhead(config, location.pathname, signedIn);
  for (const url of fetches) addLink({ rel: 'preload', as: 'fetch', href: url });
  const start = () => preloadModules([config.entry, ...modules], hidden, () => startEntry(config.entry, load));
  if (!hidden) afterFirstPaint(start);
  else {
    start();
    // Asked for after the scripts: the calls wait for the entry's, the page for both.
    if (config.stylesheets) linkStylesheets(config.stylesheets);
  }
}

/** Whether the visitor has a session: an access token in storage (storage may be blocked). */
export function hasSession(accessTokenKey: string): boolean {
  try {
    return Boolean(localStorage.getItem(accessTokenKey)?.trim());
  } catch {
    return false;
  }
}

/**
 * Hides the made page before it can paint when it is not this address's (`/`'s file is also the
 * fallback for unknown addresses) or the visitor has a session (the landing page sends them on;
 * another page may read it): the app then draws the page itself (src/prerender/prerendered-page.ts).
 * Returns whether it hid it.
 */
export function hideUnlessOwnPage(attributes: BootAttributes, signedIn: boolean): boolean {
  const root = document.documentElement;
  const hide = signedIn || root.getAttribute(attributes.prerendered) !== location.pathname;
  if (hide) {
    root.removeAttribute(attributes.prerendered);
    root.setAttribute(attributes.unrendered, '');
  }
  return hide;
}

/**
 * Links the app's styles in one file for a page the app draws, and each chunk's own stylesheet
 * disabled (not fetched, not applied): the chunk loader adds a chunk's stylesheet only when no link
 * to it is in the page, so none is asked for again, one by one, as the page's code runs.
 */
export function linkStylesheets({ all, parts }: AppStylesheets): void {
  addLink({ rel: 'preload', as: 'style', href: all });
  for (const href of parts) addLink({ rel: 'stylesheet', href, disabled: true });
  // Linked once the head is parsed, so that it comes after the made page's own styles, which the
  // app's rules must override as they do when each chunk brings its stylesheet.
  afterParse(() => addLink({ rel: 'stylesheet', href: all }));
}

/**
 * Keeps a form from being sent by the browser itself: the app's forms handle their sending, and a
 * form sent before the app has taken the page over (the login and sign-up forms, typed into at
 * once) would otherwise put what was typed, passwords too, in the address. The form is marked
 * instead, and sent by the app once it has the page (src/prerender/typed-before-takeover.ts).
 */
export function holdSubmits(heldAttribute: string): void {
  window.addEventListener('submit', (event) => {
    if (event.defaultPrevented || !(event.target instanceof Element)) return;
    event.preventDefault();
    event.target.setAttribute(heldAttribute, '');
  });
}

/**
 * Marks a button pressed before the take-over (a nav menu's trigger): its control answers the press
 * once taken over (@causeway/ui's pressed-before-takeover.ts). The app calls the global as the
 * take-over starts, from when React hears presses itself.
 */
export function markPresses(pressedAttribute: string, stopGlobal: string): void {
  let marking = true;
  window.addEventListener(
    'click',
    (event) => {
      if (!marking || !(event.target instanceof Element)) return;
      event.target.closest('button[type="button"]')?.setAttribute(pressedAttribute, '');
    },
    true,
  );
  Reflect.set(window, stopGlobal, () => {
    marking = false;
  });
}

/**
 * What to ask for with the entry at this address: the entry's static imports and the modules of
 * the first start for it (the starts go from the most particular address to the least); and, for a
 * visitor without a session, the page's text, whose preload the app's
 * own call (the same anonymous GET) is then answered from. A visitor with a session is asked with
 * their token, which a preload cannot carry.
 */
export function filesAhead(
  config: Pick<BootConfig, 'preloads' | 'starts'>,
  path: string,
  signedIn: boolean,
): { modules: string[]; fetches: string[] } {
  const modules = [...config.preloads];
  const fetches: string[] = [];
  for (const start of config.starts) {
    if ((start.signedIn && !signedIn) || !new RegExp(start.pattern).test(path)) continue;
    for (const module of start.modules) if (!modules.includes(module)) modules.push(module);
    if (start.fetch && !signedIn) fetches.push(start.fetch);
    break;
  }
  return { modules, fetches };
}

/**
 * Preloads the modules, then calls `done`. For a page the app must draw they all go in at once; on
 * a painted page a few per task, as each costs the main thread, and all of them at once would be one
 * long task that delays the page's answer to a tap.
 */
export function preloadModules(urls: readonly string[], allAtOnce: boolean, done: () => void): void {
  const queue = [...urls];
  const next = () => {
    for (const href of queue.splice(0, allAtOnce ? queue.length : preloadsPerTask))
      addLink({ rel: 'modulepreload', href });
    if (queue.length) setTimeout(next, 0);
    else done();
  };
  next();
}

/** Runs the app's entry once the document is parsed. */
export function startEntry(entry: string, load: LoadModule = importModule): void {
  afterParse(() => void load(entry));
}

function afterParse(run: () => void): void {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}

/**
 * Calls `start` once, after the first paint: a page painted from HTML needs no script to show, and
 * its links work without them (on a slow line the scripts would only compete with its styles).
 * Where paints are not reported it calls it at once.
 */
export function afterFirstPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  setTimeout(once, firstPaintTimeoutMs);
  try {
    if (PerformanceObserver.supportedEntryTypes.includes('paint')) {
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        once();
      }).observe({ type: 'paint', buffered: true });
      return;
    }
  } catch {
    // No PerformanceObserver: nothing will report the paint.
  }
  once();
}

function addLink(attributes: { rel: string; href: string; as?: string; disabled?: boolean }): void {
  const link = document.createElement('link');
  link.rel = attributes.rel;
  if (attributes.as) link.as = attributes.as;
  if (attributes.disabled) link.setAttribute('disabled', '');
  link.href = attributes.href;
  link.crossOrigin = '';
  document.head.append(link);
}
