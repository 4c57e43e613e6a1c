// Measures the JavaScript a route loads before its first paint: the built app (real mode) is
// served, the route opened in Chromium with an empty cache, and every script whose request started
// before the first contentful paint is counted, gzip. The route's lazy chunks count (the page cannot
// paint without them); what loads later (the toast region, other pages, mock mode) does not.
import { spawn } from 'node:child_process';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { chromiumArgs, missingChromiumMessage, testChromiumPath } from './chromium.mjs';

function gzipOf(distDir, pathname) {
  const file = join(distDir, decodeURIComponent(pathname));
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
}

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
 * Serves `distDir` with vite preview and measures each route: [{ route, bytes, files, loadedBytes }],
 * the scripts before it is usable and the size of all it has loaded once the network is idle
 * (for a page painted from HTML, what makes it work: menus, links through the app). A route is
 * a path (measured to its first contentful paint) or `{ route, session, readyWhen, readyMark }`:
 * opened with `session` (tokens) in storage and measured until `readyWhen` (a selector) shows, the
 * moment a signed-in page is usable, or until the app sets the User Timing mark `readyMark` (a
 * page painted from HTML whose form is usable only once the app has it). With both, the mark is the
 * moment, and the selector's element must be there by then.
 */
export async function measureRoutes({ appDir, distDir, routes, port = 4280 }) {
  if (!testChromiumPath) throw new Error(missingChromiumMessage);
  const server = spawn(
    'pnpm',
    ['exec', 'vite', 'preview', '--outDir', distDir, '--port', String(port), '--strictPort'],
    {
      cwd: appDir,
      stdio: 'ignore',
      detached: true,
    },
  );
  const origin = `http://localhost:${port}`;
  const browser = await chromium.launch({ executablePath: testChromiumPath, args: chromiumArgs });
  try {
    await waitForServer(origin);
    const results = [];
    for (const entry of routes) {
      const { route, session, readyWhen, readyMark } = typeof entry === 'string' ? { route: entry } : entry;
      const context = await browser.newContext();
      if (session) {
        await context.addInitScript((tokens) => {
          for (const [key, value] of Object.entries(tokens)) localStorage.setItem(key, value);
        }, session);
      }
      if (readyWhen && readyMark) {
        // Both: the mark is the moment, and it must come no sooner than the selector's element.
        await context.addInitScript((selector) => {
          // When the element first came (a mutation observer runs before the app's later work).
          const seen = new MutationObserver(() => {
            if (document.querySelector(selector) === null) return;
            window.__readyElementAt = performance.now();
            seen.disconnect();
          });
          seen.observe(document, { childList: true, subtree: true });
        }, readyWhen);
      }
      const page = await context.newPage();
      await page.goto(origin + route, { waitUntil: 'load' });
      let readyAt = null;
      if (readyWhen) {
        await page.waitForSelector(readyWhen, { timeout: 30_000 });
        readyAt = await page.evaluate(() => performance.now());
      }
      if (readyMark) {
        await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, readyMark, {
          timeout: 30_000,
        });
        readyAt = await page.evaluate((name) => performance.getEntriesByName(name)[0].startTime, readyMark);
        const elementAt = readyWhen ? await page.evaluate(() => window.__readyElementAt) : 0;
        if (elementAt === undefined || elementAt > readyAt) {
          throw new Error(`${route}: the mark ${readyMark} came before ${readyWhen} was there`);
        }
      }
      await page.waitForLoadState('networkidle');
      const { beforeUsable, all } = await page.evaluate((usableAt) => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        if (!paint) throw new Error('The page never painted any content');
        const until = usableAt ?? paint.startTime;
        const scripts = performance
          .getEntriesByType('resource')
          .filter((resource) => new URL(resource.name).pathname.endsWith('.js'));
        const pathsOf = (list) => list.map((resource) => new URL(resource.name).pathname);
        return {
          beforeUsable: pathsOf(scripts.filter((resource) => resource.startTime <= until)),
          all: pathsOf(scripts),
        };
      }, readyAt);
      const files = [...new Set(beforeUsable)].sort();
      const sizeOf = (list) => list.reduce((sum, file) => sum + gzipOf(distDir, file), 0);
      results.push({ route, files, bytes: sizeOf(files), loadedBytes: sizeOf([...new Set(all)]) });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
    try {
      process.kill(-server.pid);
    } catch {
      // already gone
    }
  }
}
