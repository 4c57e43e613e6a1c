import { expect, test, type Page } from '@playwright/test';
import { demoAccount } from './support/demo-data';
import { holdCode } from './support/held-code';
import { paths } from './support/paths';
import { realModeApi } from '../scripts/real-mode-api.mjs';
import { expectSignedInHome, submitLogin } from './support/sign-in';

// A signed-in address starts its calls from the app's entry, beside its page's code
// (packages/app/src/routes/signed-in-data.ts): they leave before that code has arrived, the page
// reads what they brought, and none is made twice.

/** The paths of the API calls the page makes from now on. */
function apiCalls(page: Page): string[] {
  const made: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === realModeApi) made.push(url.pathname);
  });
  return made;
}

const madeOf = (made: readonly string[], call: string) => made.filter((path) => path.startsWith(call)).length;

/** What the frame asks on every signed-in page: the person, the teams, the linked accounts, the team's plan and pages. */
const frameCalls = [
  '/users/user/',
  '/teams/list/',
  '/control-tower/social-accounts',
  '/billing/subscription-details/',
  '/control-tower/teams/',
];

const signedInPages = [
  {
    path: paths.controlTower.billing,
    chunk: 'BillingPage',
    heading: 'Billing',
    calls: ['/billing/list-methods/', '/billing/list-history/', '/billing/details/'],
  },
  { path: paths.team.queues, chunk: 'QueuePage', heading: 'Queue', calls: ['/scheduler/posts/'] },
];

for (const { path, chunk, heading, calls } of signedInPages) {
  test(`in real mode ${path} asks for its data before its page's code has come, and each call once`, async ({
    page,
  }) => {
    await page.goto(paths.login);
    await submitLogin(page, demoAccount);
    await expectSignedInHome(page, demoAccount.name);

    const code = await holdCode(page, [chunk]);
    const made = apiCalls(page);
    await page.goto(path);
    await code.asked;
    for (const call of [...frameCalls, ...calls]) await expect.poll(() => madeOf(made, call), { message: call }).toBe(1);

    code.release();
    await expect(page.getByRole('main').getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(Object.fromEntries([...frameCalls, ...calls].map((call) => [call, madeOf(made, call)]))).toEqual(
      Object.fromEntries([...frameCalls, ...calls].map((call) => [call, 1])),
    );
  });
}
