#!/usr/bin/env node
// Builds the app in real mode and reports the JS each measured route loads before it is usable,
// gzip, against the budgets in ARCHITECTURE.md. Exits 1 when a budget is exceeded.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { kb, measureRoutes } from './bundle-size.mjs';

export const budgets = [
  { route: '/', limit: 100 * 1024 },
  { route: '/login', limit: 130 * 1024 },
];

const appDir = join(import.meta.dirname, '..', 'packages', 'app');
const distDir = join(appDir, 'dist-bench');

const build = spawnSync('pnpm', ['exec', 'vite', 'build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'], {
  cwd: appDir,
  stdio: 'inherit',
  // Real mode: an API that is never reached (the measured pages make no call before first paint).
  env: { ...process.env, VITE_API_BASE_URL: 'http://127.0.0.1:9' },
});
if (build.status !== 0) process.exit(build.status ?? 1);

const results = await measureRoutes({ appDir, distDir, routes: budgets.map((budget) => budget.route) });
let over = false;
for (const { route, bytes, files } of results) {
  const limit = budgets.find((budget) => budget.route === route)?.limit ?? Infinity;
  const ok = bytes <= limit;
  over ||= !ok;
  console.log(`${ok ? '✔' : '✖'} ${route}: ${kb(bytes)} gzip JS in ${files.length} files (budget ${kb(limit)})`);
  if (process.argv.includes('--files')) for (const file of files) console.log(`    ${file}`);
}
process.exit(over ? 1 : 0);
