// The JS each budgeted route may load before it is usable (gzip), and the judgement of a
// measurement against them. Budgets are ARCHITECTURE.md's; a ceiling is the figure a route stands at
// while it is still over its budget, so that `pnpm test` fails when it grows and no later than that.
// Lower a ceiling whenever a route shrinks; remove it once the route meets its budget.

const KB = 1024;

export const sizeBudgets = [
  // /: +1.7 KB on 2026-11-25: the page skeleton shown while a public page loads, the nav's menu
  // sheet, and the words drawn in the landing picture.
  { route: '/', budget: 100 * KB, ceiling: 143.5 * KB },
  { route: '/login', budget: 130 * KB, ceiling: 164.5 * KB },
  // Signed in (a session from the mock server), until the form can be used.
  {
    route: '/team/publish',
    budget: 220 * KB,
    ceiling: 354 * KB,
    signedIn: true,
    readyWhen: 'form[aria-label="Publish Post"]',
  },
];

export const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * Each measured route against its budget and ceiling: a line to print, whether it is within its
 * ceiling (the test fails otherwise) and whether it meets its budget (the bench fails otherwise).
 * A route with no measurement fails: a budget nobody checks is no budget.
 */
export function judgeSizes(results, budgets = sizeBudgets) {
  return budgets.map(({ route, budget, ceiling = budget }) => {
    const result = results.find((each) => each.route === route);
    if (!result) return { route, withinCeiling: false, meetsBudget: false, line: `✖ ${route}: not measured` };
    const { bytes, files } = result;
    const meetsBudget = bytes <= budget;
    const withinCeiling = bytes <= ceiling;
    const mark = meetsBudget ? '✔' : withinCeiling ? '!' : '✖';
    const limits = ceiling > budget ? `budget ${kb(budget)}, ceiling ${kb(ceiling)}` : `budget ${kb(budget)}`;
    const verdict = meetsBudget ? '' : withinCeiling ? ' — over budget, within ceiling' : ' — over its ceiling';
    return {
      route,
      withinCeiling,
      meetsBudget,
      line: `${mark} ${route}: ${kb(bytes)} gzip JS in ${files.length} files (${limits})${verdict}`,
    };
  });
}
