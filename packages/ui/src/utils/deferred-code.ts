import { afterFirstPaint } from './after-first-paint';

/**
 * Code a page can be shown without (the machinery of menus, selects' lists, tooltips, dialogs),
 * loaded once the page is shown. Until then each such control draws a look-alike stand-in, and a
 * press on it loads the code at once (useDeferredCode).
 *
 * When the code may load: by default once the page has painted (a story, a screen on its own). The
 * app's frames paint before their page's content (the signed-in shell before its page, a public page
 * before the text it asks the server for), so the app holds the code back (`holdDeferredCode`) until
 * that content is shown (`releaseDeferredCode`), and it loads after that content's paint.
 */
let isHeld = false;
let isReleased = false;
const waiting = new Set<() => void>();

/** Called by the app before a page whose frame paints before its content. */
export function holdDeferredCode() {
  if (!isReleased) isHeld = true;
}

/** The page's content is shown: deferred code may load now. */
export function releaseDeferredCode() {
  isReleased = true;
  for (const run of [...waiting]) run();
  waiting.clear();
}

/** Runs `callback` when deferred code may load; returns a cancel function. */
export function whenDeferredCodeMayLoad(callback: () => void): () => void {
  if (isReleased) {
    const timer = setTimeout(callback, 0);
    return () => clearTimeout(timer);
  }
  if (!isHeld) return afterFirstPaint(callback);
  // Released as the page's content commits: its requests start once that content has painted.
  let cancelled = false;
  const run = () => afterNextPaint(() => !cancelled && callback());
  waiting.add(run);
  return () => {
    cancelled = true;
    waiting.delete(run);
  };
}

function afterNextPaint(callback: () => void) {
  if (typeof requestAnimationFrame === 'undefined') setTimeout(callback, 0);
  else requestAnimationFrame(() => setTimeout(callback, 0));
}

export interface DeferredCode<M> {
  /** The module once it has arrived. */
  readonly loaded: M | null;
  /** Starts loading (once; a failed load may be tried again). */
  load: () => Promise<M>;
}

const everyDeferredCode = new Set<DeferredCode<unknown>>();

/** A module loaded after the page is shown, with the stand-in's controls to ask for it sooner. */
export function deferredCode<M>(importModule: () => Promise<M>): DeferredCode<M> {
  let loading: Promise<M> | null = null;
  const code: { loaded: M | null; load: () => Promise<M> } = {
    loaded: null,
    load: () =>
      (loading ??= importModule().then(
        (module) => {
          code.loaded = module;
          return module;
        },
        (error: unknown) => {
          // The network dropped: the next ask tries again.
          loading = null;
          throw error;
        },
      )),
  };
  everyDeferredCode.add(code);
  return code;
}

let areStandInsShown = false;

/**
 * Stories of the stand-ins: deferred controls draw their stand-ins even when the code is there,
 * and load it only when a stand-in is pressed. The product never calls it.
 */
export function showStandIns(on: boolean) {
  areStandInsShown = on;
}

export function standInsShown() {
  return areStandInsShown;
}

/**
 * Loads every deferred module imported so far. Stories and component tests draw the real controls
 * from the first render with it (a stand-in story opts out); the product never calls it.
 */
export function loadAllDeferredCode(): Promise<unknown[]> {
  return Promise.all([...everyDeferredCode].map((code) => code.load()));
}
