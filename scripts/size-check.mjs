#!/usr/bin/env node
// The size step of `pnpm test`: the JS each budgeted route loads before it is usable (gzip), in
// Chromium, on the real-mode build the end-to-end step made (built here when there is none; `--build`
// builds afresh). Byte counts do not depend on the machine's speed, so this is a test, not a bench:
// it fails when a route grows past its budget (scripts/size-budgets.mjs).
import { measureRoutes } from './bundle-size.mjs';
import { ensureRealModeBuild, appDir, signInAsDemo, startMockServer } from './real-mode-app.mjs';
import { judgeSizes, measuredRoute, sizeBudgets } from './size-budgets.mjs';

const distDir = ensureRealModeBuild({ rebuild: process.argv.includes('--build') });
const stopMockServer = startMockServer();
let results;
try {
  const session = await signInAsDemo();
  results = await measureRoutes({
    appDir,
    distDir,
    routes: sizeBudgets.map((budget) => measuredRoute(budget, session)),
  });
} finally {
  stopMockServer();
}

const verdicts = judgeSizes(results);
for (const { line } of verdicts) console.log(line);
const failed = verdicts.filter((each) => !each.withinBudget);
if (failed.length > 0) {
  console.error(
    `\n${failed.map((each) => each.route).join(', ')} went past its budget: find the new bytes with \`pnpm bench --treemap --files\`.`,
  );
  process.exit(1);
}
