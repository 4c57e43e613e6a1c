#!/usr/bin/env node
// Builds the app in real mode and reports the JS each measured route loads before first paint,
// gzip, against the budgets in ARCHITECTURE.md. Exits 1 when a budget is exceeded.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { initialJsGzip, kb } from './bundle-size.mjs';

const appDir = join(import.meta.dirname, '..', 'packages', 'app');
const outDir = join(appDir, 'dist-bench');
const build = spawnSync('pnpm', ['exec', 'vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
  cwd: appDir,
  stdio: 'inherit',
  env: { ...process.env, VITE_API_BASE_URL: process.env.VITE_API_BASE_URL ?? 'https://api.example.com' },
});
if (build.status !== 0) process.exit(build.status ?? 1);

const budgets = [{ route: '/', limit: 100 * 1024 }];
let over = false;
for (const { route, limit } of budgets) {
  const { bytes } = initialJsGzip(outDir);
  const ok = bytes <= limit;
  over ||= !ok;
  console.log(`${ok ? '✔' : '✖'} ${route}: ${kb(bytes)} gzip JS before first paint (budget ${kb(limit)})`);
}
process.exit(over ? 1 : 0);
