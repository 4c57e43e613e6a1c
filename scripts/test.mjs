#!/usr/bin/env node
// Every test CI runs, fastest first: typecheck, lint, unit (node), dom (jsdom),
// stories (headless Chromium, a11y included), end to end (Playwright on the built app), and the
// size of each budgeted route (Chromium, on the real-mode build the e2e step made).
// Stops at the first failing step. `pnpm test -- stories e2e` runs only the named steps.
import { execFileSync, spawnSync } from 'node:child_process';
import { chromiumPath, missingChromiumMessage } from './chromium.mjs';

const steps = [
  ['typecheck', 'tsc -p tsconfig.json'],
  // The cache (content-based) makes a re-run check only what changed; a clean clone checks everything.
  ['lint', 'eslint --max-warnings 0 --cache --cache-strategy content --cache-location node_modules/.cache/eslint/ .'],
  ['unit', 'vitest run --project unit'],
  ['dom', 'vitest run --project dom'],
  ['stories', 'vitest run --project stories'],
  ['e2e', 'playwright test'],
  // After e2e: it measures the real-mode build the e2e step made.
  ['size', 'node scripts/size-check.mjs'],
];

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `Node ${process.versions.node} is running; the tests need Node >= 22.12. Run them with \`pnpm test\`, which uses the pinned Node.`,
  );
  process.exit(1);
}

const wanted = process.argv.slice(2).filter((arg) => arg !== '--');
const selected = wanted.length ? steps.filter(([name]) => wanted.includes(name)) : steps;
const needsBrowser = selected.some(([name]) => ['stories', 'e2e', 'size'].includes(name));
if (needsBrowser && !chromiumPath) {
  console.error(missingChromiumMessage);
  process.exit(1);
}

// A browser failure names the browser it failed on: Debian serves whatever Chromium is current.
if (needsBrowser) console.log(`Browser tests run on ${browserVersion()} (${chromiumPath})`);

const timings = [];
for (const [name, command] of selected) {
  console.log(`\n▶ ${name}: ${command}`);
  const started = Date.now();
  const result = spawnSync('pnpm', ['exec', ...command.split(' ')], { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${name} ${seconds}s`);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n✔ all tests passed (${timings.join(', ')})`);

function browserVersion() {
  try {
    return execFileSync(chromiumPath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'a Chromium that did not say its version';
  }
}
