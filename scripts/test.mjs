#!/usr/bin/env node
// Every test CI runs, fastest first: typecheck, lint, unit (node) and then dom (jsdom) together,
// stories (headless Chromium, a11y included), end to end (Playwright on the built app), nginx
// serving the real-mode build the e2e step made with its production configuration, and the size of
// each budgeted route (Chromium, on that build too).
// Stops at the first failing step. `pnpm test -- stories e2e` runs only the named steps.
import { execFileSync, spawn } from 'node:child_process';
import { missingChromiumMessage, testChromiumPath } from './chromium.mjs';

/*
 * Steps in one group run at the same time. Lint keeps about one core busy for a minute or more,
 * so the typecheck, the unit tests and then the dom tests run beside it rather than after it. The
 * typecheck is TypeScript's native compiler (tsgo, the Go port that is TypeScript 7: the same
 * checks, in a fraction of the time); the editor, lint's type-aware rules and the build keep the
 * `typescript` package. The later steps use every core themselves.
 */
const groups = [
  [
    ['typecheck', 'tsgo -p tsconfig.json'],
    // The cache (content-based) makes a re-run check only what changed; a clean clone checks everything.
    ['lint', 'eslint --max-warnings 0 --cache --cache-strategy content --cache-location node_modules/.cache/eslint/ .'],
    ['unit', 'vitest run --project unit'],
    // After the unit tests, still beside lint, which keeps running on about one core.
    ['dom', 'vitest run --project dom', {}, { after: 'unit' }],
  ],
  // Stories render with React's production build, as people get it: play functions that type run
  // faster, and a menu's stand-in trigger is met as on a real page. React's development warnings
  // stay with the dom step, which renders the same screens.
  [['stories', 'vitest run --project stories', { NODE_ENV: 'production' }]],
  [['e2e', 'playwright test']],
  // After e2e: the production server block over the real-mode build it made (deploy/nginx.test.mjs).
  [['nginx', 'node --test --test-reporter=spec deploy/nginx.test.mjs']],
  // After e2e: it measures the real-mode build the e2e step made.
  [['size', 'node scripts/size-check.mjs']],
];

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `Node ${process.versions.node} is running; the tests need Node >= 22.12. Run them with \`pnpm test\`, which uses the pinned Node.`,
  );
  process.exit(1);
}

const wanted = process.argv.slice(2).filter((arg) => arg !== '--');
const selected = groups
  .map((group) => group.filter(([name]) => !wanted.length || wanted.includes(name)))
  .filter((group) => group.length > 0);
const needsBrowser = selected.flat().some(([name]) => ['stories', 'e2e', 'size'].includes(name));
if (needsBrowser && !testChromiumPath) {
  console.error(missingChromiumMessage);
  process.exit(1);
}

// A browser failure names the browser it failed on: Debian serves whatever Chromium is current.
if (needsBrowser) console.log(`Browser tests run on ${browserVersion()} (${testChromiumPath})`);

const timings = [];
for (const group of selected) {
  if (group.length > 1) console.log(`\n▶ ${listed(group.map(([name]) => name))}, side by side`);
  const running = new Map();
  const results = await Promise.all(
    group.map(([name, command, env, { after } = {}]) => {
      const run = () => runStep(name, command, group.length > 1, env);
      // A step that waits for another (when that one was selected) starts once it has passed.
      const result = running.has(after)
        ? running.get(after).then((before) => (before.status === 0 ? run() : { name, seconds: '0.0', status: 0 }))
        : run();
      running.set(name, result);
      return result;
    }),
  );
  const failed = results.find((result) => result.status !== 0);
  timings.push(...results.map(({ name, seconds }) => `${name} ${seconds}s`));
  if (failed) {
    console.error(`\n✖ ${failed.name} failed after ${failed.seconds}s`);
    process.exit(failed.status ?? 1);
  }
}
console.log(`\n✔ all tests passed (${timings.join(', ')})`);

/**
 * Runs one step. Alone, its output streams as it comes; beside another step, its output is held and
 * printed whole when it ends, so two steps' lines never interleave.
 */
function runStep(name, command, besideOthers, env = {}) {
  const started = Date.now();
  const shown = [...Object.entries(env).map(([key, value]) => `${key}=${value}`), command].join(' ');
  if (!besideOthers) console.log(`\n▶ ${name}: ${shown}`);
  const child = spawn('pnpm', ['exec', ...command.split(' ')], {
    stdio: besideOthers ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    let ended = false;
    const end = (status) => {
      if (ended) return;
      ended = true;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (besideOthers) {
        console.log(`\n▶ ${name}: ${shown} (done after ${seconds}s)`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name, seconds, status });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      end(1);
    });
    child.on('close', end);
  });
}

/** 'a, b and c'. */
function listed(names) {
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names.join('');
}

function browserVersion() {
  try {
    return execFileSync(testChromiumPath, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'a Chromium that did not say its version';
  }
}
