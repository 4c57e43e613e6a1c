import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, testChromiumPath } from './scripts/chromium.mjs';
import { realModeApi, realModeApiPort } from './scripts/real-mode-api.mjs';

/*
 * End to end on built apps, on ports of their own so a running `pnpm start` is left alone:
 * - mock mode (the default build, msw in the browser) for every journey and catalogue scenario;
 * - real mode against the Node mock server, to prove the same app works over real HTTP;
 * - the same real-mode build served by nginx with its production configuration (deploy/nginx.mjs),
 *   its Content-Security-Policy and Trusted Types enforced: journeys over every route that fail on
 *   any violation (`*.enforced.ts`, a name the other projects' patterns leave alone).
 */
const mockModePort = 4180;
const realModePort = 4181;
const policyPort = 4182;
const app = 'pnpm --filter @causeway/app exec vite';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Two at a time on two cores: a third fills the gaps where a journey waits on its page, but then
  // journeys that follow the address and focus race under the load.
  workers: 2,
  // A journey that fails is run once more, traced (below), and the run fails all the same: a journey
  // that passes only the second time is flaky, and that fails the run too.
  retries: 1,
  failOnFlakyTests: true,
  reporter: [['list']],
  // A full load in mock mode starts the mock backend and its seed in the page (seconds on an idle
  // core); with two workers on a 2-core machine a load can take twice that, so waits allow it.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    // A failed journey keeps a screenshot of where it stopped, and its second run a whole trace
    // (each step's DOM, network, console and film). Tracing every journey in case it fails would
    // slow every run for the sake of the rare one that does.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // `vite preview` compresses every file on every request, and each journey's new browser context
    // fetches the app's hundred-odd files afresh: asking for them as they are spares the preview
    // server much of its work. What a journey checks never depends on the transfer encoding; the
    // size check measures gzip itself.
    extraHTTPHeaders: { 'Accept-Encoding': 'identity' },
    launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'mock mode',
      testIgnore: /real-mode\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://localhost:${mockModePort}` },
    },
    {
      name: 'real mode',
      testMatch: /real-mode\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://localhost:${realModePort}` },
    },
    {
      name: 'policy enforced',
      testMatch: /\.enforced\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${policyPort}` },
    },
  ],
  webServer: [
    {
      command: `${app} build && ${app} preview --port ${mockModePort} --strictPort`,
      url: `http://localhost:${mockModePort}`,
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      command: `PORT=${realModeApiPort} pnpm mock-server`,
      url: `${realModeApi}/__mock/scenarios`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `VITE_API_BASE_URL=${realModeApi} ${app} build --outDir dist-real --emptyOutDir && ${app} preview --outDir dist-real --port ${realModePort} --strictPort`,
      url: `http://localhost:${realModePort}`,
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      // Started after the entry above has built dist-real.
      command: `node deploy/serve.mjs packages/app/dist-real ${policyPort}`,
      url: `http://127.0.0.1:${policyPort}/robots.txt`,
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
