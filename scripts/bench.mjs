#!/usr/bin/env node
// Builds the app in real mode (against the Node mock server) and reports the JS each measured route
// loads before it is usable (gzip, and how many files), and the time the calendar and the queue take
// to repaint at scale (interaction-timings.mjs), against their budgets (docs/performance.md); then
// LCP, CLS, TBT and, on a signed-in page, when its first API call left, under a slow phone's CPU and
// network (page-vitals.mjs), marked against their goals but not judged: the median of three loads
// of each route, with the fastest and slowest (`--runs N` for another count). Exits 1 when a size or
// scale budget is exceeded. `--files` lists each route's files; `--treemap` writes a treemap of the build.
import { join } from 'node:path';
import { measureRoutes } from './bundle-size.mjs';
import { measureInteractions } from './interaction-timings.mjs';
import { measureVitals } from './page-vitals.mjs';
import { vitalLines } from './vital-figures.mjs';
import { appDir, buildRealMode, realModeApi, realModeDist, signInAsDemo, startMockServer } from './real-mode-app.mjs';
import { judgeSizes, measuredRoute, sizeBudgets } from './size-budgets.mjs';

// Always a fresh build: the bench measures the source as it is now. `--treemap` also writes a
// treemap of the build (gzip sizes per module, per chunk) to find where a route's bytes go.
const runs = vitalRuns();
const treemapFile = join(realModeDist, '..', 'treemap.html');
buildRealMode(realModeDist, process.argv.includes('--treemap') ? { TREEMAP_FILE: treemapFile } : {});
if (process.argv.includes('--treemap')) console.log(`Treemap of the real-mode build: ${treemapFile}`);
const distDir = realModeDist;

const stopMockServer = startMockServer();
let results;
let timings;
let vitals;
try {
  const session = await signInAsDemo();
  results = await measureRoutes({
    appDir,
    distDir,
    routes: sizeBudgets.map((budget) => measuredRoute(budget, session)),
  });
  // The scale figures: the calendar's month switch and the queue's filter change, in Chromium.
  timings = await measureInteractions({ appDir, distDir, session });
  // The budgeted routes, and the public pages that load their content (layout shift shows there).
  const vitalRoutes = [
    // Signed in afresh for each load: the loads take longer than an access token lives.
    ...sizeBudgets.map((budget) => measuredRoute(budget, () => signInAsDemo())),
    // A post by the mock server's demo slug (mocks/src/seed/demo.ts, blogSlug).
    ...['/pricing', '/blog', '/blog/scheduling-that-fits-your-week', '/faq', '/privacy-policy'],
  ];
  vitals = await measureVitals({ appDir, distDir, routes: vitalRoutes, apiOrigin: realModeApi, runs });
} finally {
  stopMockServer();
}
let over = false;
for (const { route, withinBudget, line } of judgeSizes(results)) {
  over ||= !withinBudget;
  console.log(line);
  if (process.argv.includes('--files'))
    for (const file of results.find((each) => each.route === route)?.files ?? []) console.log(`    ${file}`);
}
for (const { name, medianMs, maxMs, limitMs } of timings) {
  const ok = medianMs <= limitMs;
  over ||= !ok;
  console.log(
    `${ok ? '✔' : '✖'} ${name}: ${medianMs.toFixed(0)} ms median, ${maxMs.toFixed(0)} ms slowest (budget ${limitMs} ms)`,
  );
}
for (const each of vitals) for (const line of vitalLines(each)) console.log(line);
process.exit(over ? 1 : 0);

/** How many times each route is loaded for its vitals: `--runs N`, else three. */
function vitalRuns() {
  const at = process.argv.indexOf('--runs');
  const count = at === -1 ? 3 : Number(process.argv[at + 1]);
  if (!Number.isInteger(count) || count < 1) {
    console.error('--runs takes a whole number of loads, 1 or more');
    process.exit(2);
  }
  return count;
}
