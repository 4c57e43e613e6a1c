import { createElement, type ReactNode } from 'react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';
import { pagesAhead } from './pages-ahead';

/** A route, as `<Route path element>{children}</Route>` would make it. */
const route = (path: string | undefined, page: ReturnType<typeof countedPage>, ...children: ReactNode[]) =>
  createElement(Route, { path, element: createElement(page.Page) }, ...children);

/** A lazy page whose loads are counted; its module never arrives (nothing renders here). */
function countedPage(options?: Parameters<typeof lazyPage>[2]) {
  const load = vi.fn(() => new Promise<{ Page: () => null }>(() => undefined));
  return { load, Page: lazyPage(load, (m) => m.Page, options) };
}

describe('pagesAhead', () => {
  it('loads the layouts and the page an address shows, all at once, and nothing else', () => {
    const shell = countedPage();
    const queries = countedPage();
    const policy = countedPage();
    const faq = countedPage();
    const loadFor = pagesAhead(
      route(undefined, shell, route(undefined, queries, route('/privacy-policy', policy), route('/faq', faq))),
    );
    void loadFor('/privacy-policy');
    expect([shell.load, queries.load, policy.load].map((load) => load.mock.calls.length)).toEqual([1, 1, 1]);
    expect(faq.load).not.toHaveBeenCalled();
  });

  it('loads the pages inside a guard only when the guard will show them', () => {
    let signedIn = false;
    const guard = countedPage({ childrenAheadIf: () => signedIn });
    const publish = countedPage();
    const loadFor = pagesAhead(route(undefined, guard, route('/team/publish', publish)));
    void loadFor('/team/publish');
    expect(guard.load).toHaveBeenCalledTimes(1);
    expect(publish.load).not.toHaveBeenCalled();
    signedIn = true;
    void loadFor('/team/publish');
    expect(publish.load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing for an address no route matches', () => {
    const page = countedPage();
    void pagesAhead(route('/help', page))('/nowhere');
    expect(page.load).not.toHaveBeenCalled();
  });

  it('resolves once every page it started is there, and one that failed does not hold it up', async () => {
    const arrivals = new Map<string, () => void>();
    const page = (name: string, fails = false) => {
      const module = { Page: () => null };
      return lazyPage(
        () =>
          new Promise<typeof module>((resolve, reject) =>
            arrivals.set(name, () => (fails ? reject(new Error('offline')) : resolve(module))),
          ),
        (m) => m.Page,
      );
    };
    const shell = page('shell');
    const broken = page('broken', true);
    const loadFor = pagesAhead(
      createElement(
        Route,
        { element: createElement(shell) },
        createElement(Route, { path: '/faq', element: createElement(broken) }),
      ),
    );
    let done = false;
    const loading = loadFor('/faq').then(() => (done = true));
    arrivals.get('shell')?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(done).toBe(false);
    arrivals.get('broken')?.();
    await loading;
    expect(done).toBe(true);
  });
});
