import { isValidElement, type ReactNode } from 'react';
import { createRoutesFromChildren, matchRoutes } from 'react-router';
import { isLazyPage } from './lazy-page';

/**
 * Loads every page an address shows at once: its layouts and the page itself are lazy, each
 * inside the one before, and left to React each would start loading only once the one around it had
 * arrived and rendered (the public shell, then the query layout, then the page: three round trips
 * where one will do). Called with the address about to show, on the first load and on every
 * navigation. A layout that may send the person elsewhere (the session guard) lets the pages inside
 * it load ahead only when they will be shown. Resolves once they are there (or failed).
 */
export function pagesAhead(routes: ReactNode): (pathname: string) => Promise<void> {
  const routeObjects = createRoutesFromChildren(routes);
  return async (pathname) => {
    const loads: Promise<unknown>[] = [];
    for (const { route } of matchRoutes(routeObjects, pathname) ?? []) {
      const page = isValidElement(route.element) ? route.element.type : null;
      if (!isLazyPage(page)) continue;
      // A chunk that fails shows its error when the page renders.
      loads.push(page.preload().catch(() => undefined));
      if (!page.childrenAhead()) break;
    }
    await Promise.all(loads);
  };
}
