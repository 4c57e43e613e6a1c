import { createElement, lazy, type ComponentType } from 'react';
import { deferred } from './deferred';

/**
 * A component whose code loads on first use (deferred.ts), and `preload` to start that load on a
 * hint that it will soon be needed. Once the code is there it renders at once: `React.lazy` alone
 * suspends on its first render even then, and its fallback would flash. (A copy already shown
 * through the lazy path is kept by React when it next renders the component itself: the dom test
 * checks it.)
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  const code = deferred(load);
  const Lazy = lazy(async () => ({ default: await code.load() }));
  const Preloadable = (props: P) => createElement(code.loaded ?? Lazy, props);
  return { Component: Preloadable, preload: code.load };
}
