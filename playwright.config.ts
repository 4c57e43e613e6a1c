import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, testChromiumPath } from './scripts/chromium.mjs';

/*
 * End to end on built apps, on ports of their own so a running `pnpm start` is left alone:
 * - mock mode (the default build, msw in the browser) for every journey and catalogue scenario;
 * - real mode against the Node mock server, to prove the same app works over real HTTP.
 */
const mockModePort = 4180;
const realModePort = 4181;
const mockServerPort = 4013;
const app = 'pnpm --filter @causeway/app exec vite';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Three at a time on two cores: a journey waits on its page (timers, the service worker, the
  // network) part of the time, and a third fills those gaps: 46 journeys 115 -> 106 s; four, 107 s.
  workers: 3,
  retries: 0,
  reporter: [['list']],
  // A full load in mock mode starts the mock backend and its seed in the page (about 3.5 s on one
  // idle core); with three workers on a 2-core machine a load can take twice that, so waits allow it.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    // A failed journey keeps its trace (each step, its network and console) and a screenshot of
    // where it stopped. The trace is recorded for every journey, passing or not, so it leaves out
    // its film of the screen (the step 506 -> 438 s on 2 cores) and the page's DOM at each step
    // (46 journeys 106-110 -> 102-104 s; the failure's screenshot shows where it stopped).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    // `vite preview` compresses every file on every request, and each journey's new browser context
    // fetches the app's hundred-odd files afresh: asking for them as they are saves the preview
    // server a third of its work (10.3 -> 6.9 s of CPU over settings and social, 46 journeys). What
    // a journey checks never depends on the transfer encoding; the size check measures gzip itself.
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
  ],
  webServer: [
    {
      command: `${app} build && ${app} preview --port ${mockModePort} --strictPort`,
      url: `http://localhost:${mockModePort}`,
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      command: `PORT=${mockServerPort} pnpm mock-server`,
      url: `http://127.0.0.1:${mockServerPort}/__mock/scenarios`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `VITE_API_BASE_URL=http://127.0.0.1:${mockServerPort} ${app} build --outDir dist-real --emptyOutDir && ${app} preview --outDir dist-real --port ${realModePort} --strictPort`,
      url: `http://localhost:${realModePort}`,
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
