import { createElement, lazy, type ComponentType } from 'react';

/**
 * A page in a chunk of its own, loaded on first visit. Pages that use server state get the query
 * provider with them (`queries`, on by default), so pages that fetch nothing stay light.
 */
export function lazyPage<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  { queries = true }: { queries?: boolean } = {},
) {
  return lazy(async () => {
    const [module, boundary] = await Promise.all([load(), queries ? import('../WithQueries') : null]);
    const Page = pick(module);
    if (!boundary) return { default: Page };
    const { WithQueries } = boundary;
    return { default: (props: P) => createElement(WithQueries, null, createElement(Page, props)) };
  });
}
