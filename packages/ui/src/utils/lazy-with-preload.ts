import { createElement, lazy, type ComponentType } from 'react';

/**
 * A component whose code loads on first use, and `preload` to start that load on a hint that it
 * will soon be needed. Once the code is there it renders at once: `React.lazy` alone suspends on
 * its first render even then, and its fallback would flash. (A copy already shown through the
 * lazy path is kept by React when it next renders the component itself: the dom test checks it.)
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed request (the network dropped) may be tried again by the next hint.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  const Preloadable = (props: P) => createElement(loaded ?? Lazy, props);
  return { Component: Preloadable, preload };
}
