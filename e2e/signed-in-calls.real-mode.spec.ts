import { expect, test, type Page } from '@playwright/test';
import { demoAccount } from './support/demo-data';
import { holdCode } from './support/held-code';
import { escapeRegExp, paths } from './support/paths';
import { realModeApi } from '../scripts/real-mode-api.mjs';
import { expectSignedInHome, submitLogin } from './support/sign-in';

// A signed-in address starts its calls from the app's entry, beside its page's code
// (packages/app/src/routes/signed-in-data.ts): they leave before that code has arrived, the page
// reads what they brought, and none is made twice.

/** The API calls the page makes from now on: path and query. */
function apiCalls(page: Page): string[] {
  const made: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === realModeApi) made.push(url.pathname + url.search);
  });
  return made;
}

/** A call by the beginning of its path, or by a pattern over its path and query. */
type Call = string | RegExp;
const isCall = (call: Call) => (made: string) =>
  typeof call === 'string' ? new URL(made, realModeApi).pathname.startsWith(call) : call.test(made);
const madeOf = (made: readonly string[], call: Call) => made.filter(isCall(call)).length;

/** What the frame asks on every signed-in page: the person, the teams, the linked accounts, the team's plan and pages. */
const frameCalls: Call[] = [
  '/users/user/',
  '/teams/list/',
  '/control-tower/social-accounts',
  '/billing/subscription-details/',
  '/control-tower/teams/',
];

/** The calendar's call for the month it opens at, in the browser's time zone (later, it asks for the months beside it). */
async function thisMonthsCall(page: Page): Promise<Call> {
  const start = await page.evaluate(() => {
    const now = new Date();
    return new Date(now.getFullYear(), now.getMonth(), 1).toISOString();
  });
  return new RegExp(
    `^/scheduler/posts/\\d+/\\?status=scheduled&start_time=${escapeRegExp(encodeURIComponent(start))}&`,
  );
}

const signedInPages: {
  path: string;
  chunk: string;
  heading: string;
  calls: (page: Page) => Call[] | Promise<Call[]>;
}[] = [
  {
    path: paths.controlTower.billing,
    chunk: 'BillingPage',
    heading: 'Billing',
    calls: () => ['/billing/list-methods/', '/billing/list-history/', '/billing/details/'],
  },
  { path: paths.team.queues, chunk: 'QueuePage', heading: 'Queue', calls: () => ['/scheduler/posts/'] },
  // Its call needs code of its own (calendar/page-calls.ts), which loads beside the page's.
  {
    path: paths.team.calendar,
    chunk: 'CalendarPage',
    heading: 'Calendar',
    calls: async (page) => [await thisMonthsCall(page)],
  },
];

for (const { path, chunk, heading, calls: callsOf } of signedInPages) {
  test(`in real mode ${path} asks for its data before its page's code has come, and each call once`, async ({
    page,
  }) => {
    await page.goto(paths.login);
    await submitLogin(page, demoAccount);
    await expectSignedInHome(page, demoAccount.name);
    // The home page's own calls (its warnings' among them) are over before the count starts.
    await page.waitForLoadState('networkidle');
    const calls = [...frameCalls, ...(await callsOf(page))];

    const code = await holdCode(page, [chunk]);
    const made = apiCalls(page);
    await page.goto(path);
    await code.asked;
    for (const call of calls) await expect.poll(() => madeOf(made, call), { message: String(call) }).toBe(1);

    code.release();
    await expect(page.getByRole('main').getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(Object.fromEntries(calls.map((call) => [String(call), madeOf(made, call)]))).toEqual(
      Object.fromEntries(calls.map((call) => [String(call), 1])),
    );
  });
}
