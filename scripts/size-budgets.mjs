// The JavaScript each budgeted route may load before it is usable (gzip), and how the measuring
// scripts open it. Why each figure is what it is: docs/performance.md.

const KB = 1024;
const pageShown = 'causeway:page-shown';

/**
 * A page painted from HTML needs no script to show: `/` is budgeted on what it loads in all once
 * the network is idle (`loadedBudget`). A signed-in page may ask for at most `maxFiles` script files
 * before it is usable: each is a request, six at a time over HTTP/1.1.
 */
export const sizeBudgets = [
  { route: '/', budget: 100 * KB, loadedBudget: 175 * KB },
  { route: '/login', budget: 135 * KB, readyMark: 'causeway:forms-taken-over' },
  {
    route: '/team/publish',
    budget: 225 * KB,
    maxFiles: 20,
    signedIn: true,
    readyWhen: 'form[aria-label="Publish Post"]',
    readyMark: pageShown,
  },
  { route: '/team/queues', budget: 240 * KB, maxFiles: 20, signedIn: true, readyMark: pageShown },
  { route: '/team/calendar', budget: 230 * KB, maxFiles: 20, signedIn: true, readyMark: pageShown },
  { route: '/control-tower/billing', budget: 210 * KB, maxFiles: 20, signedIn: true, readyMark: pageShown },
];

/** How the measuring scripts open a budgeted route: signed in with `session` where it needs one. */
export function measuredRoute({ route, signedIn, readyWhen, readyMark }, session) {
  if (signedIn) return { route, session, readyWhen, readyMark };
  return readyMark ? { route, readyMark } : route;
}

export const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * Each measured route against its budget: a line to print and whether it is within it (bytes
 * before usable, files, and all it loads where that is budgeted). A route with no measurement
 * fails: a budget nobody checks is no budget.
 */
export function judgeSizes(results, budgets = sizeBudgets) {
  return budgets.map(({ route, budget, maxFiles, loadedBudget }) => {
    const result = results.find((each) => each.route === route);
    if (!result) return { route, withinBudget: false, line: `✖ ${route}: not measured` };
    const { bytes, files, loadedBytes } = result;
    const over = [
      ...(bytes > budget ? [`over its ${kb(budget)}`] : []),
      ...(maxFiles !== undefined && files.length > maxFiles ? [`more than ${maxFiles} files`] : []),
      ...(loadedBudget !== undefined && loadedBytes > loadedBudget ? [`over ${kb(loadedBudget)} once idle`] : []),
    ];
    const limits = [`budget ${kb(budget)}`, ...(maxFiles === undefined ? [] : [`at most ${maxFiles} files`])].join(
      ', ',
    );
    const loaded =
      loadedBudget === undefined ? '' : `; ${kb(loadedBytes)} once the network is idle (budget ${kb(loadedBudget)})`;
    const withinBudget = over.length === 0;
    return {
      route,
      withinBudget,
      line: `${withinBudget ? '✔' : '✖'} ${route}: ${kb(bytes)} gzip JS in ${files.length} files (${limits})${loaded}${withinBudget ? '' : ` — ${over.join(', ')}`}`,
    };
  });
}
