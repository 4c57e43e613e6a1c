import { lazyComponent } from '@causeway/ui/utils/lazy-component';
import type { ComponentType } from 'react';

export interface LazyPageOptions {
  /**
   * Whether the pages inside this one may load beside it (routes/pages-ahead.ts). A guard that may
   * send the person elsewhere (the session guard, to /login) says when they will be shown.
   */
  childrenAheadIf?: () => boolean;
}

/** A lazy page that can be told to load before it renders. */
export type LazyPage<P extends object = object> = ComponentType<P> & {
  /** Starts loading its chunk (once: the module's import is shared). */
  preload: () => Promise<unknown>;
  childrenAhead: () => boolean;
};

/**
 * A page (or layout) in a chunk of its own, loaded on first visit. One whose chunk came ahead
 * (pages-ahead.ts) renders in the same pass as the page around it: had it suspended, its fallback
 * would be committed for a moment, and React holds the next reveal until 300 ms after a fallback.
 */
export function lazyPage<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  { childrenAheadIf = () => true }: LazyPageOptions = {},
): LazyPage<P> {
  const { Component, preload } = lazyComponent(async () => pick(await load()));
  return Object.assign(Component, { preload, childrenAhead: childrenAheadIf });
}

export function isLazyPage(value: unknown): value is LazyPage {
  return typeof value === 'function' && 'preload' in value && typeof value.preload === 'function';
}
