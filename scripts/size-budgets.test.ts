import { describe, expect, it } from 'vitest';
import { judgeSizes, measuredRoute, sizeBudgets } from './size-budgets.mjs';

const budgets = [
  { route: '/', budget: 100 * 1024, loadedBudget: 190 * 1024 },
  { route: '/team/publish', budget: 220 * 1024, maxFiles: 3 },
];
const measured = (route: string, kilobytes: number, files = ['/a.js', '/b.js'], loadedKilobytes = 0) => ({
  route,
  bytes: kilobytes * 1024,
  files,
  loadedBytes: loadedKilobytes * 1024,
});

describe('judgeSizes', () => {
  it('passes routes within their budget', () => {
    const verdicts = judgeSizes([measured('/', 0, [], 189), measured('/team/publish', 219)], budgets);
    expect(verdicts.map((each) => each.withinBudget)).toEqual([true, true]);
    expect(verdicts[1]?.line).toBe('✔ /team/publish: 219.0 KB gzip JS in 2 files (budget 220.0 KB, at most 3 files)');
    expect(verdicts[0]?.line).toBe(
      '✔ /: 0.0 KB gzip JS in 0 files (budget 100.0 KB); 189.0 KB once the network is idle (budget 190.0 KB)',
    );
  });

  it('fails a route inflated past its budget', () => {
    const [, publish] = judgeSizes([measured('/', 0, [], 100), measured('/team/publish', 221)], budgets);
    expect(publish).toMatchObject({ withinBudget: false });
    expect(publish?.line).toContain('— over its 220.0 KB');
  });

  it('fails a route that asks for more files than it may', () => {
    const files = ['/a.js', '/b.js', '/c.js', '/d.js'];
    const [, publish] = judgeSizes([measured('/', 0, [], 100), measured('/team/publish', 100, files)], budgets);
    expect(publish).toMatchObject({ withinBudget: false });
    expect(publish?.line).toContain('more than 3 files');
  });

  it('fails a page painted from HTML when all it loads grows past its budget once idle', () => {
    const [landing] = judgeSizes([measured('/', 0, [], 191), measured('/team/publish', 100)], budgets);
    expect(landing).toMatchObject({ withinBudget: false });
    expect(landing?.line).toContain('over 190.0 KB once idle');
  });

  it('fails a budgeted route that was not measured', () => {
    const verdicts = judgeSizes([measured('/', 0, [], 100)], budgets);
    expect(verdicts[1]).toMatchObject({
      route: '/team/publish',
      withinBudget: false,
      line: '✖ /team/publish: not measured',
    });
  });
});

describe('measuredRoute', () => {
  const session = { access_token: 'a', refresh_token: 'r' };
  const routeOf = (path: string) => {
    const budget = sizeBudgets.find((each) => each.route === path);
    if (!budget) throw new Error(`${path} has no budget`);
    return measuredRoute(budget, session);
  };

  it('measures / to its first paint, /login until its form is the app’s, signed-in pages signed in until they are shown', () => {
    expect(routeOf('/')).toBe('/');
    expect(routeOf('/login')).toEqual({ route: '/login', readyMark: 'causeway:forms-taken-over' });
    expect(routeOf('/team/publish')).toEqual({
      route: '/team/publish',
      session,
      readyWhen: 'form[aria-label="Publish Post"]',
      readyMark: 'causeway:page-shown',
    });
    expect(routeOf('/team/queues')).toEqual({
      route: '/team/queues',
      session,
      readyWhen: undefined,
      readyMark: 'causeway:page-shown',
    });
  });
});
