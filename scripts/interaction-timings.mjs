// The two scale budgets of docs/performance.md, measured in Chromium on the built app (real mode, against
// the Node mock server with the queue.many-items scenario: 10,000 more scheduled items, over 2,000
// in every month ahead): how long from the pointer press to the next paint
// - the calendar takes to switch between two months of 2,000+ items each (both already fetched:
//   the calendar asks for the months either side of the one shown as soon as it has loaded);
// - the queue takes to show a new category over its 10,000+ items (filtered in the browser).
// Each figure is the median of several switches; the slowest is printed beside it.
import { spawn } from 'node:child_process';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath, missingChromiumMessage } from './chromium.mjs';
import { median } from './vital-figures.mjs';

export const interactionBudgets = {
  calendarMonthSwitch: 100,
  queueFilterChange: 50,
};

const scenario = 'queue.many-items';

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
 * Starts a clock at the next pointer press and stops it at the first paint after the page shows
 * what `check` (the name of a check below, and its argument) waits for. Read with `timing()`.
 */
function armTimer(page, check, value) {
  return page.evaluate(
    ([checkName, expected]) => {
      const checks = {
        // The queue: the tab is chosen and the first row of the table is of its category.
        queueTab: (name) =>
          document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === name &&
          (document.querySelector('table tbody tr')?.textContent ?? '').includes(name),
        // The calendar: the month named, its items on their days, nothing loading.
        calendarMonth: (title) =>
          document.querySelector('[role="grid"]')?.getAttribute('aria-label') === title &&
          document.querySelector('[role="grid"] [data-item-id]') !== null &&
          document.querySelector('[aria-busy="true"]') === null,
      };
      window.__timing = new Promise((resolve) => {
        let pressedAt = null;
        addEventListener('pointerdown', (event) => (pressedAt = event.timeStamp), { capture: true, once: true });
        const observer = new MutationObserver(() => {
          if (pressedAt === null || !checks[checkName](expected)) return;
          observer.disconnect();
          // The next frame after the change is the paint that shows it.
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - pressedAt), 0));
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      });
    },
    [check, value],
  );
}

const timing = (page) => page.evaluate(() => window.__timing);
const settle = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function monthTitle(date) {
  return new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' }).format(date);
}

/** How many items the month shown holds: each day says its count to screen readers ('…, 72 scheduled'). */
async function itemsInMonth(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[role="gridcell"]')]
      .map((cell) => Number(/, (\d+) scheduled$/.exec(cell.firstElementChild?.textContent ?? '')?.[1] ?? 0))
      .reduce((sum, count) => sum + count, 0),
  );
}

async function measureCalendar(page, origin, runs) {
  const now = new Date();
  const first = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  const second = new Date(now.getFullYear(), now.getMonth() + 2, 1);
  const day = (date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-01`;
  await page.goto(`${origin}/team/calendar?date=${day(first)}`);
  await page.waitForSelector(`[role="grid"][aria-label="${monthTitle(first)}"] [data-item-id]`, { timeout: 60_000 });
  await settle(3000);
  const counts = { [monthTitle(first)]: await itemsInMonth(page) };
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    const [button, target] = run % 2 === 0 ? ['Next month', second] : ['Previous month', first];
    await armTimer(page, 'calendarMonth', monthTitle(target));
    await page.getByRole('button', { name: button }).click();
    times.push(await timing(page));
    counts[monthTitle(target)] ??= await itemsInMonth(page);
    // The month after it is fetched ahead, as a person would find it.
    await settle(2500);
  }
  return { times, counts };
}

async function measureQueue(page, origin, runs) {
  await page.goto(`${origin}/team/queues?tab=all&status=all`);
  await page.getByText(/of 10,\d{3} items/).waitFor({ timeout: 60_000 });
  const total = await page.getByText(/of 10,\d{3} items/).textContent();
  const tabs = ['Story', 'Reel', 'Post'];
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    const name = tabs[run % tabs.length];
    await armTimer(page, 'queueTab', name);
    await page.getByRole('tab', { name, exact: true }).click();
    times.push(await timing(page));
    await settle(300);
  }
  return { times, total: /of ([\d,]+) items/.exec(total ?? '')?.[1] ?? '?' };
}

/**
 * Serves `distDir` (a real-mode build whose API is `api`, the Node mock server) and measures both
 * figures with `session` (the demo user's session) in storage. Resolves to
 * [{ name, medianMs, maxMs, limitMs, detail }].
 */
export async function measureInteractions({ appDir, distDir, session, port = 4281, runs = 9 }) {
  if (!chromiumPath) throw new Error(missingChromiumMessage);
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
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    await waitForServer(origin);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // Every call carries the scenario; the mock server allows the header across origins.
    await context.setExtraHTTPHeaders({ 'X-Mock-Scenario': scenario });
    await context.addInitScript((tokens) => {
      for (const [key, value] of Object.entries(tokens)) localStorage.setItem(key, value);
    }, session);
    const page = await context.newPage();
    const calendar = await measureCalendar(page, origin, runs);
    const queue = await measureQueue(page, origin, runs);
    await context.close();
    const months = Object.entries(calendar.counts)
      .map(([title, count]) => `${title}: ${count.toLocaleString('en-GB')} items`)
      .join(', ');
    return [
      {
        name: `calendar month switch (${months})`,
        medianMs: median(calendar.times),
        maxMs: Math.max(...calendar.times),
        limitMs: interactionBudgets.calendarMonthSwitch,
      },
      {
        name: `queue filter change (${queue.total} items)`,
        medianMs: median(queue.times),
        maxMs: Math.max(...queue.times),
        limitMs: interactionBudgets.queueFilterChange,
      },
    ];
  } finally {
    await browser.close();
    try {
      process.kill(-server.pid);
    } catch {
      // already gone
    }
  }
}
