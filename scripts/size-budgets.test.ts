import { describe, expect, it } from 'vitest';
import { judgeSizes, measuredRoute, sizeBudgets } from './size-budgets.mjs';

const budgets = [
  { route: '/', budget: 100 * 1024 },
  { route: '/login', budget: 130 * 1024, ceiling: 150 * 1024 },
];
const measured = (route: string, kilobytes: number) => ({ route, bytes: kilobytes * 1024, files: ['/a.js', '/b.js'] });

describe('judgeSizes', () => {
  it('passes routes within their budget', () => {
    const verdicts = judgeSizes([measured('/', 99), measured('/login', 120)], budgets);
    expect(verdicts.map((each) => [each.withinCeiling, each.meetsBudget])).toEqual([
      [true, true],
      [true, true],
    ]);
    expect(verdicts[0]?.line).toBe('✔ /: 99.0 KB gzip JS in 2 files (budget 100.0 KB)');
  });

  it('fails a route inflated past its budget when it has no ceiling', () => {
    const [landing] = judgeSizes([measured('/', 101), measured('/login', 120)], budgets);
    expect(landing).toMatchObject({ withinCeiling: false, meetsBudget: false });
    expect(landing?.line).toBe('✖ /: 101.0 KB gzip JS in 2 files (budget 100.0 KB) — over its ceiling');
  });

  it('lets a route still over budget stay at its ceiling, and fails it past the ceiling', () => {
    const [, within] = judgeSizes([measured('/', 90), measured('/login', 149)], budgets);
    expect(within).toMatchObject({ withinCeiling: true, meetsBudget: false });
    expect(within?.line).toContain('over budget, within ceiling');
    const [, past] = judgeSizes([measured('/', 90), measured('/login', 151)], budgets);
    expect(past).toMatchObject({ withinCeiling: false, meetsBudget: false });
  });

  it('fails a page painted from HTML when all it loads grows past its loaded ceiling', () => {
    const painted = [{ route: '/', budget: 100 * 1024, loadedCeiling: 190 * 1024 }];
    const page = (loadedKilobytes: number) => ({ ...measured('/', 0), loadedBytes: loadedKilobytes * 1024 });
    const [within] = judgeSizes([page(189)], painted);
    expect(within).toMatchObject({ withinCeiling: true, meetsBudget: true });
    expect(within?.line).toBe(
      '✔ /: 0.0 KB gzip JS in 2 files (budget 100.0 KB); 189.0 KB once the network is idle (ceiling 190.0 KB)',
    );
    const [past] = judgeSizes([page(191)], painted);
    expect(past).toMatchObject({ withinCeiling: false, meetsBudget: false });
    expect(past?.line).toContain('191.0 KB once the network is idle (ceiling 190.0 KB) — over its ceiling');
  });

  it('fails a budgeted route that was not measured', () => {
    const verdicts = judgeSizes([measured('/', 90)], budgets);
    expect(verdicts[1]).toMatchObject({ route: '/login', withinCeiling: false, line: '✖ /login: not measured' });
  });
});

describe('measuredRoute', () => {
  const session = { access_token: 'a', refresh_token: 'r' };
  const routeOf = (path: string) => {
    const budget = sizeBudgets.find((each) => each.route === path);
    if (!budget) throw new Error(`${path} has no budget`);
    return measuredRoute(budget, session);
  };

  it('measures / to its first paint, /login until its form is the app’s, /team/publish signed in until it is shown with its form', () => {
    expect(routeOf('/')).toBe('/');
    expect(routeOf('/login')).toEqual({ route: '/login', readyMark: 'causeway:forms-taken-over' });
    expect(routeOf('/team/publish')).toEqual({
      route: '/team/publish',
      session,
      readyWhen: 'form[aria-label="Publish Post"]',
      readyMark: 'causeway:page-shown',
    });
  });
});
