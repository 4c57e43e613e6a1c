import { lazy, type ComponentType } from 'react';

/** A page (or layout) in a chunk of its own, loaded on first visit. */
export function lazyPage<M, P extends object = object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  return lazy(async () => ({ default: pick(await load()) }));
}
