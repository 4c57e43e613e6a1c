#!/usr/bin/env node
// Builds the app in real mode (against the Node mock server) and reports the JS each measured route
// loads before it is usable,
// gzip, and the time the calendar and the queue take to repaint at scale (interaction-timings.mjs),
// against the budgets in ARCHITECTURE.md. Exits 1 when a budget is exceeded.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { kb, measureRoutes } from './bundle-size.mjs';
import { measureInteractions } from './interaction-timings.mjs';

export const budgets = [
  { route: '/', limit: 100 * 1024 },
  { route: '/login', limit: 130 * 1024 },
  // Signed in (a session from the mock server), until the form can be used.
  { route: '/team/publish', limit: 220 * 1024, signedIn: true, readyWhen: 'form[aria-label="Publish Post"]' },
];

const mockServerPort = 4290;

const appDir = join(import.meta.dirname, '..', 'packages', 'app');
const distDir = join(appDir, 'dist-bench');

const build = spawnSync('pnpm', ['exec', 'vite', 'build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'], {
  cwd: appDir,
  stdio: 'inherit',
  // Real mode, against the Node mock server (the signed-in pages ask it for their data).
  env: { ...process.env, VITE_API_BASE_URL: `http://127.0.0.1:${mockServerPort}` },
});
if (build.status !== 0) process.exit(build.status ?? 1);

const mockServer = spawn('pnpm', ['mock-server'], {
  cwd: join(appDir, '..', '..'),
  env: { ...process.env, PORT: String(mockServerPort) },
  stdio: 'ignore',
  detached: true,
});
let results;
let timings;
try {
  const session = await signIn(`http://127.0.0.1:${mockServerPort}`);
  results = await measureRoutes({
    appDir,
    distDir,
    routes: budgets.map(({ route, signedIn, readyWhen }) => (signedIn ? { route, session, readyWhen } : route)),
  });
  // The scale figures: the calendar's month switch and the queue's filter change, in Chromium.
  timings = await measureInteractions({ appDir, distDir, session });
} finally {
  try {
    process.kill(-mockServer.pid);
  } catch {
    // already gone
  }
}
let over = false;
for (const { route, bytes, files } of results) {
  const limit = budgets.find((budget) => budget.route === route)?.limit ?? Infinity;
  const ok = bytes <= limit;
  over ||= !ok;
  console.log(`${ok ? '✔' : '✖'} ${route}: ${kb(bytes)} gzip JS in ${files.length} files (budget ${kb(limit)})`);
  if (process.argv.includes('--files')) for (const file of files) console.log(`    ${file}`);
}
for (const { name, medianMs, maxMs, limitMs } of timings) {
  const ok = medianMs <= limitMs;
  over ||= !ok;
  console.log(
    `${ok ? '✔' : '✖'} ${name}: ${medianMs.toFixed(0)} ms median, ${maxMs.toFixed(0)} ms slowest (budget ${limitMs} ms)`,
  );
}
process.exit(over ? 1 : 0);

/** The demo user's tokens from the mock server, as the login page would store them. */
async function signIn(api) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      const reply = await fetch(`${api}/users/login/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'demo@causeway.test', password: 'Demo1234' }),
      });
      if (reply.ok) {
        const { access_token, refresh_token } = await reply.json();
        return { access_token, refresh_token };
      }
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The mock server at ${api} did not sign the demo user in`);
}
