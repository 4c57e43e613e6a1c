import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface LazyPageOptions {
  /**
   * Whether the pages inside this one may load beside it (routes/pages-ahead.ts). A guard that may
   * send the person elsewhere (the session guard, to /login) says when they will be shown.
   */
  childrenAheadIf?: () => boolean;
}

/** A lazy page that can be told to load before it renders. */
export type LazyPage<P extends object = object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading its chunk (once: the module's import is shared). */
  preload: () => Promise<unknown>;
  childrenAhead: () => boolean;
};

/** A page (or layout) in a chunk of its own, loaded on first visit. */
export function lazyPage<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  { childrenAheadIf = () => true }: LazyPageOptions = {},
): LazyPage<P> {
  return Object.assign(
    lazy(async () => ({ default: pick(await load()) })),
    { preload: load, childrenAhead: childrenAheadIf },
  );
}

export function isLazyPage(value: unknown): value is LazyPage {
  return typeof value === 'object' && value !== null && 'preload' in value && typeof value.preload === 'function';
}
