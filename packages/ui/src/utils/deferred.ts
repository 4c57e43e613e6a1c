import { whenSignal, type LoadSignal } from './load-signals';

/** A module loaded later than the code that uses it: once, on its signal or when asked. */
export interface Deferred<M> {
  /** The module once it has arrived. */
  readonly loaded: M | null;
  /** Loads it now (once; a failed load is tried again at the next ask). */
  load: () => Promise<M>;
  /**
   * Loads it when its signal comes (load-signals.ts), for something on the page that will need it;
   * `onArrival` gets it then. Returns a cancel function. Without a signal it loads only when asked.
   */
  loadOnSignal: (onArrival?: (module: M) => void) => () => void;
}

const withSignal = new Set<Deferred<unknown>>();

/**
 * `importModule` as a module loaded later: a page can be shown without it. With a `signal`, it is
 * code a page shows a stand-in for (or nothing) until then; without one, it loads when first asked
 * for (a lazy page, the schedule fields).
 */
export function deferred<M>(importModule: () => Promise<M>, signal?: LoadSignal): Deferred<M> {
  let loading: Promise<M> | null = null;
  const code: Deferred<M> & { loaded: M | null } = {
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
    loadOnSignal: (onArrival) => {
      if (!signal) return () => undefined;
      let isWanted = true;
      const cancel = whenSignal(signal, () => {
        // A failure waits for the next ask (a press on the stand-in).
        void code.load().then(
          (module) => isWanted && onArrival?.(module),
          () => undefined,
        );
      });
      return () => {
        isWanted = false;
        cancel();
      };
    },
  };
  if (signal) withSignal.add(code);
  return code;
}

/**
 * Loads every module with a signal imported so far. Stories and component tests meet the real
 * controls from the first render with it (a stand-in story opts out); the product never calls it.
 */
export function loadAllDeferred(): Promise<unknown[]> {
  return Promise.all([...withSignal].map((code) => code.load()));
}
