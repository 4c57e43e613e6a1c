// Largest contentful paint, cumulative layout shift and total blocking time of each route, as a
// person on a mid-range phone would meet them: Chromium with 4× CPU slowdown and Lighthouse's
// slow-4G profile (562.5 ms round trip, 1.47 Mbit/s down), empty cache, the real-mode build served
// by vite preview (gzip, over HTTP/1.1). Printed by `pnpm bench`
// for comparison between runs; never asserted: timings vary with the machine's load.
import { spawn } from 'node:child_process';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath, missingChromiumMessage } from './chromium.mjs';
import { cumulativeLayoutShift, summarizeRuns, totalBlockingTime } from './vital-figures.mjs';

const slow4g = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (607.5 * 1024) / 8,
};

async function waitForServer(url, attempts = 100) {
  for (let i = 0; i < attempts; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No server at ${url}`);
}

/**
 * Installed before the page's own scripts, so nothing the page does escapes the observers.
 * `window.__readVitals()` also takes the entries whose callbacks have not run yet: a throttled CPU
 * delivers them late.
 */
function observeVitals() {
  const vitals = { lcp: 0, shifts: [], longTasks: [] };
  const record = {
    'largest-contentful-paint': (entry) => (vitals.lcp = entry.startTime),
    'layout-shift': (entry) => !entry.hadRecentInput && vitals.shifts.push({ at: entry.startTime, value: entry.value }),
    longtask: (entry) => vitals.longTasks.push({ at: entry.startTime, duration: entry.duration }),
  };
  const observers = Object.entries(record).map(([type, take]) => {
    const observer = new PerformanceObserver((list) => list.getEntries().forEach(take));
    observer.observe({ type, buffered: true });
    return [observer, take];
  });
  window.__readVitals = () => {
    for (const [observer, take] of observers) observer.takeRecords().forEach(take);
    return vitals;
  };
}

/**
 * Serves `distDir` and opens each route (a path, or `{ route, session, readyWhen }` as in
 * bundle-size.mjs, where `session` may also be a function that signs in afresh for each load, so
 * that no load outlives its access token) throttled, `runs` times in turn (every route once, then
 * again, so a busy spell of the machine falls on several routes rather than on one route's every
 * load); returns each route's loads as `summarizeRuns` gives them (vital-figures.mjs).
 * The page is read once the page has painted content, the network has been quiet and three more
 * seconds have passed, so late shifts count.
 */
export async function measureVitals({ appDir, distDir, routes, apiOrigin, port = 4281, runs = 1 }) {
  if (!chromiumPath) throw new Error(missingChromiumMessage);
  const server = spawn(
    'pnpm',
    ['exec', 'vite', 'preview', '--outDir', distDir, '--port', String(port), '--strictPort'],
    { cwd: appDir, stdio: 'ignore', detached: true },
  );
  const origin = `http://localhost:${port}`;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    await waitForServer(origin);
    const loads = [];
    for (let run = 0; run < runs; run += 1)
      for (const entry of routes) {
        const { route, session, readyWhen } = typeof entry === 'string' ? { route: entry } : entry;
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
        if (session) {
          await context.addInitScript(
            (tokens) => {
              for (const [key, value] of Object.entries(tokens)) localStorage.setItem(key, value);
            },
            typeof session === 'function' ? await session() : session,
          );
        }
        await context.addInitScript(observeVitals);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', slow4g);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(origin + route, { waitUntil: 'load', timeout: 120_000 });
        // Under 4× slowdown the scripts still run long after the network is quiet: wait for content.
        await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {
          timeout: 120_000,
        });
        if (readyWhen) await page.waitForSelector(readyWhen, { timeout: 120_000 });
        await page.waitForLoadState('networkidle', { timeout: 120_000 });
        await page.waitForTimeout(3000);
        const { lcp, shifts, longTasks, firstPaintAt, firstCallAt } = await page.evaluate((api) => {
          const calls = performance.getEntriesByType('resource').filter((each) => each.name.startsWith(api));
          return {
            ...window.__readVitals(),
            firstPaintAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
            firstCallAt: calls.length > 0 ? Math.min(...calls.map((each) => each.startTime)) : null,
          };
        }, apiOrigin);
        loads.push({
          route,
          lcpMs: lcp,
          cls: cumulativeLayoutShift(shifts),
          tbtMs: totalBlockingTime(longTasks, firstPaintAt),
          firstCallMs: firstCallAt,
          signedIn: Boolean(session),
        });
        await context.close();
      }
    const routeOf = (entry) => (typeof entry === 'string' ? entry : entry.route);
    return routes.map((entry) => summarizeRuns(loads.filter((each) => each.route === routeOf(entry))));
  } finally {
    await browser.close();
    try {
      process.kill(-server.pid);
    } catch {
      // already gone
    }
  }
}
