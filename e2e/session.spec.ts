import { expect, test } from '@playwright/test';
import { demoAccount } from './support/demo-data';
import { closeMockPanel, openMockPanel, turnOnScenario } from './support/mock-panel';
import { expectSignedInHome, signInAsDemo, storedTokens } from './support/sign-in';
import { paths, urlEndingIn } from './support/paths';

/*
 * session.expired-now and session.refresh-fails expire the access token in use at the next call
 * that carries one (mocks/src/scenarios/session-expiry.ts). Turning a scenario on in the mock panel
 * refetches what the page shows (the user's details), which is that call: the session expires in
 * the middle of using the app, with nothing reloaded.
 */

test('an access token that expires mid-session is refreshed without the user noticing', async ({ page }) => {
  await signInAsDemo(page);
  const before = await storedTokens(page);

  const panel = await openMockPanel(page);
  await turnOnScenario(panel, 'session.expired-now');
  // The refresh happened: both tokens were rotated and kept.
  await expect.poll(async () => (await storedTokens(page)).access).not.toBe(before.access);
  const after = await storedTokens(page);
  expect(after.access).toBeTruthy();
  expect(after.refresh).toBeTruthy();
  expect(after.refresh).not.toBe(before.refresh);
  await closeMockPanel(panel);

  // Nothing changed for the user: same page, still signed in, no error.
  await expectSignedInHome(page, demoAccount.name);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('when the refresh fails too, the session ends on /login', async ({ page }) => {
  await signInAsDemo(page);

  const panel = await openMockPanel(page);
  await turnOnScenario(panel, 'session.refresh-fails');

  await expect(page).toHaveURL(urlEndingIn(paths.login));
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back!' })).toBeVisible();
  expect(await storedTokens(page)).toEqual({ access: null, refresh: null });
});

test('a signed-in user who reloads the page stays signed in', async ({ page }) => {
  await signInAsDemo(page);
  await page.reload();
  await expectSignedInHome(page, demoAccount.name);
  await page.goto(paths.team.queues);
  await expect(page.getByRole('heading', { level: 1, name: 'Queue' })).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('button', { name: `Account menu for ${demoAccount.name}` }),
  ).toBeVisible();
});
