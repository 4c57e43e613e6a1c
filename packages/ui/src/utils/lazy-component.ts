import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { deferred } from './deferred';

type Loaded<P> = { default: ComponentType<P> };

/**
 * A component whose code loads on first use (deferred.ts), and `preload` to start that load on a
 * hint that it will soon be needed.
 *
 * It always renders through one `React.lazy`: were it to render the lazy element first and the loaded
 * component once the code had come, React would see two element types and mount the component again,
 * losing its focus and what was being typed (on a busy phone, a date field mid-year). Code that is
 * already here is handed to `React.lazy` by a thenable that answers at once, which React reads without
 * suspending: a preloaded component shows in the same render, with no fallback.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  const code = deferred(load);
  const fromCode = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(() => {
      const loaded = code.loaded;
      if (loaded) return answeredAtOnce({ default: loaded });
      return code.load().then(
        (module) => ({ default: module }),
        (error: unknown) => {
          // React.lazy keeps a failure for good: after one, the next render asks afresh.
          current = fromCode();
          throw error;
        },
      );
    });
  let current = fromCode();
  const Preloadable = (props: P) => createElement(current, props);
  return { Component: Preloadable, preload: code.load };
}

/** A thenable that calls back synchronously: React.lazy then resolves without suspending. */
function answeredAtOnce<P>(value: Loaded<P>): Promise<Loaded<P>> {
  const thenable = { then: (resolve: (loaded: Loaded<P>) => void) => resolve(value) };
  return thenable as unknown as Promise<Loaded<P>>;
}
