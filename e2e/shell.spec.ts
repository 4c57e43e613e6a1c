import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { afterQueryRetries, retriesToJump } from './support/catalogue';
import { demoAccount } from './support/demo-data';
import { tabTo } from './support/keyboard';
import { paths, urlEndingIn, visitInApp } from './support/paths';
import { expectSignedInHome, logOutFromProfileMenu, signInAsDemo, storedTokens, submitLogin } from './support/sign-in';
import { openAsDemo } from './support/demo-session';
import { billingNotice } from './support/notices';

const teamSwitcher = (page: Page, team: string) => page.getByRole('button', { name: `Team: ${team}` });

const storedActiveTeam = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('activeTeam') ?? 'null') as { id: string; name: string } | null);

test('switching to a team without a plan shows the billing notice in the header, saves the team, and a reload keeps it', async ({
  page,
}) => {
  await openAsDemo(page);
  await expect(teamSwitcher(page, 'Causeway Studio')).toBeVisible();
  await expect(billingNotice(page)).toHaveCount(0);

  await teamSwitcher(page, 'Causeway Studio').click();
  await page.getByRole('menuitemradio', { name: 'Northwind Outreach' }).click();

  await expect(teamSwitcher(page, 'Northwind Outreach')).toBeVisible();
  await expect(billingNotice(page)).toBeVisible();
  expect(await storedActiveTeam(page)).toMatchObject({ name: 'Northwind Outreach' });

  await page.reload();
  await expect(teamSwitcher(page, 'Northwind Outreach')).toBeVisible();
  await expect(billingNotice(page)).toBeVisible();

  await billingNotice(page).getByRole('link', { name: 'Subscribe to Plan' }).click();
  await expect(page).toHaveURL(urlEndingIn(paths.controlTower.plan));
  await expect(
    page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Purchase Plan' }),
  ).toHaveAttribute('aria-current', 'page');
});

test("a failed switch says 'Failed to switch team' and keeps the team", async ({ page }) => {
  await openAsDemo(page, `${paths.home}?scenario=teams.switch-failed`);
  await teamSwitcher(page, 'Causeway Studio').click();
  await page.getByRole('menuitemradio', { name: 'Northwind Outreach' }).click();

  await expect(page.getByText('Failed to switch team')).toBeVisible();
  await expect(teamSwitcher(page, 'Causeway Studio')).toBeVisible();
  expect(await storedActiveTeam(page)).toMatchObject({ name: 'Causeway Studio' });
});

test("'Failed to fetch teams' shows in the switcher, with a way to try again", async ({ page }) => {
  test.slow(); // the list is retried three times (1 s, 2 s, 4 s) before it counts as failed
  const jumpOverRetries = await retriesToJump(page);
  await openAsDemo(page, `${paths.team.queues}?scenario=teams.list-failed`);
  await jumpOverRetries();
  await expect(page.getByRole('button', { name: 'Failed to fetch teams' })).toBeVisible({ timeout: afterQueryRetries });
  await page.getByRole('button', { name: 'Failed to fetch teams' }).click();
  await expect(page.getByRole('menuitem', { name: 'Try Again' })).toBeVisible();
});

test("a person without teams: a default team is asked for, and the switcher says 'No teams available'", async ({
  page,
}) => {
  const teamCalls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.includes('/teams/')) teamCalls.push(`${request.method()} ${path}`);
  });
  // teams.none: the list is empty and the default team cannot be made, so it stays empty.
  await page.goto(`${paths.login}?scenario=teams.none`);
  await submitLogin(page, demoAccount);
  await expectSignedInHome(page, demoAccount.name);

  await expect(page.getByRole('button', { name: 'No teams available' })).toBeVisible();
  expect(teamCalls.slice(0, 3)).toEqual([
    'GET /api/teams/list/',
    'POST /api/teams/create-default/',
    'GET /api/teams/list/',
  ]);
  expect(await storedActiveTeam(page)).toBeNull();
  await page.getByRole('button', { name: 'No teams available' }).click();
  await page.getByRole('menuitem', { name: 'Manage Teams' }).click();
  await expect(page).toHaveURL(urlEndingIn(paths.controlTower.teamManagement));
});

test('logging out in one tab sends the other tab to /login', async ({ context }) => {
  const first = await context.newPage();
  await signInAsDemo(first);
  const second = await context.newPage();
  await second.goto(paths.team.queues);
  await expect(second.getByRole('heading', { level: 1, name: 'Queue' })).toBeVisible();

  await logOutFromProfileMenu(first, demoAccount.name);
  await expect(first).toHaveURL(urlEndingIn(paths.landing));

  await expect(second).toHaveURL(urlEndingIn(paths.login));
  await expect(second.getByRole('heading', { level: 1, name: 'Welcome Back!' })).toBeVisible();
  expect(await storedTokens(second)).toEqual({ access: null, refresh: null });
});

test('keyboard only: the skip link reaches the page, and Tab reaches the Calendar button', async ({ page }) => {
  await openAsDemo(page, paths.team.analytics);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  const calendar = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Calendar' });
  await page.locator('body').focus();
  await tabTo(page, calendar, 30);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(urlEndingIn(paths.team.calendar));
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
});

// Two tests of about ten page loads each, rather than one of nineteen: each load in mock mode starts
// the mock backend afresh, and on a busy 2-core machine nineteen came close to the slow test's limit.
const protectedRoutes: { area: string; titles: [string, string][]; comingSoon: [string, string] }[] = [
  {
    area: 'publishing',
    titles: [
      [paths.team.publish, 'Publish Post'],
      [paths.team.publishStory, 'Publish Story'],
      [paths.team.publishReel, 'Publish Reel'],
      [paths.team.drafts, 'Drafts'],
      [paths.team.queues, 'Queue'],
      [paths.team.publishHistory, 'Publish History'],
      [paths.team.bulkDelete, 'Bulk Delete'],
      [paths.team.calendar, 'Calendar'],
      [paths.team.analytics, 'Analytics'],
      ['/team/somewhere-else', 'Publish Post'],
    ],
    comingSoon: [paths.team.analytics, 'Analytics Coming Soon'],
  },
  {
    area: 'Control Tower',
    titles: [
      [paths.controlTower.personal, 'Personal'],
      [paths.controlTower.security, 'Security'],
      [paths.controlTower.plan, 'Purchase Plan'],
      [paths.controlTower.pricing, 'Purchase Plan'],
      [paths.controlTower.billing, 'Billing'],
      [paths.controlTower.notification, 'Notification'],
      [paths.controlTower.teamManagement, 'Team Management'],
      [paths.controlTower.manageSocialAccount, 'Manage Social Account'],
      [`${paths.controlTower.root}/elsewhere`, 'Welcome to Control Tower'],
    ],
    comingSoon: [paths.controlTower.notification, 'Notification Settings Coming Soon'],
  },
];

for (const { area, titles, comingSoon } of protectedRoutes) {
  test(`every ${area} route renders inside the shell, and the shell passes axe`, async ({ page }) => {
    // The first address is loaded; the others are reached inside the app, as its links do.
    for (const [index, [path, title]] of titles.entries()) {
      await (index === 0 ? openAsDemo(page, path) : visitInApp(page, path));
      await expect(page.getByRole('main').getByRole('heading', { name: title, exact: true })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    }
    const [comingSoonPath, comingSoonText] = comingSoon;
    await expect(page.getByText(comingSoonText)).toHaveCount(0);
    await visitInApp(page, comingSoonPath);
    await expect(page.getByText(comingSoonText)).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

for (const width of [360, 390]) {
  test(`at ${width} px nothing scrolls sideways and the sidebar is a drawer`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openAsDemo(page);
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways).toBeLessThanOrEqual(0);
    await expect(page.getByRole('button', { name: 'Account menu for Demo User' })).toBeInViewport();

    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await drawer.getByRole('link', { name: 'Publish History' }).click();
    await expect(page).toHaveURL(urlEndingIn(paths.team.publishHistory));
    await expect(drawer).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}
