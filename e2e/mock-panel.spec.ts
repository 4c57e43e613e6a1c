import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { expectBanner } from './support/banners';
import { demoAccount, seededLinks } from './support/demo-data';
import { submitNewPassword } from './support/forms';
import { resumeDemoSession } from './support/demo-session';
import { closeMockPanel, openMockPanel, turnOnScenario } from './support/mock-panel';
import { expectSignedInHome, loginForm, submitLogin } from './support/sign-in';
import { paths } from './support/paths';

test('the mock panel turns a scenario on, and the screen then shows its text', async ({ page }) => {
  await page.goto(paths.login);
  const panel = await openMockPanel(page);
  await expect(
    panel.getByText("Code user_inactive shows the detail, or 'Your account is currently inactive.", { exact: false }),
  ).toBeVisible();
  await turnOnScenario(panel, 'login.user-inactive');
  await closeMockPanel(panel);
  await expect(page.getByRole('button', { name: /^Mock data/ })).toContainText('1');

  await submitLogin(page, demoAccount);
  await expectBanner(page, 'error', 'Your account is currently inactive. Please contact support for assistance.');

  // Turned off again, the demo account signs in.
  const again = await openMockPanel(page);
  await again.getByRole('button', { name: 'Turn all off' }).click();
  await closeMockPanel(again);
  await loginForm(page).submit.click();
  await expectSignedInHome(page, demoAccount.name);
});

test('Reset demo data brings back the seeded data', async ({ page }) => {
  // Change the seeded data: the demo user's password becomes another one, which then signs in.
  await page.goto(seededLinks.passwordReset);
  await submitNewPassword(page, 'Harbour2025');
  await page.getByRole('link', { name: 'Go to Login now' }).click();
  await submitLogin(page, { email: demoAccount.email, password: 'Harbour2025' });
  await expectSignedInHome(page, demoAccount.name);

  const panel = await openMockPanel(page);
  const reloaded = page.waitForEvent('load');
  await panel.getByRole('button', { name: 'Reset demo data' }).click();
  await reloaded;

  // The seeded password works again.
  await page.goto(paths.login);
  await submitLogin(page, demoAccount);
  await expectSignedInHome(page, demoAccount.name);
});

test('the mock bar sits above the page and covers nothing, at every width', async ({ page }) => {
  for (const width of [360, 390, 834, 1440]) {
    await page.setViewportSize({ width, height: 780 });
    await page.goto(paths.register);
    const bar = page.getByRole('complementary', { name: 'Mock mode' });
    await expect(bar.getByRole('button', { name: /^Mock data/ })).toBeVisible();
    const barBox = await bar.boundingBox();
    // Every control on the page is below the bar, and the one at its centre is itself (nothing on top).
    for (const control of await page.getByRole('main').getByRole('button').all()) {
      await control.scrollIntoViewIfNeeded();
      const isOnTop = await control.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const atCentre = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return atCentre !== null && element.contains(atCentre);
      });
      expect(isOnTop, `a control on /register at ${width} px is covered`).toBe(true);
    }
    await page.evaluate(() => scrollTo(0, 0));
    const first = await page.getByRole('banner').or(page.getByRole('main')).first().boundingBox();
    expect(first!.y).toBeGreaterThanOrEqual(barBox!.y + barBox!.height);
  }
});

test('under the mock bar, the signed-in sidebar still ends on screen: Collapse sidebar is in view before any scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(paths.login);
  await submitLogin(page, demoAccount);
  await expectSignedInHome(page, demoAccount.name);
  await page.evaluate(() => scrollTo(0, 0));
  await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeInViewport({ ratio: 1 });
});

/*
 * Every route passes every rule of axe in the real-mode build (axe-every-route.real-mode.spec.ts);
 * what only mock mode draws is checked here: the bar above a signed-in page, its panel, and the
 * mock checkout.
 */
test('the mock bar, its panel and the mock checkout pass every rule of axe at 1440 px', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await resumeDemoSession(page);
  await page.goto(paths.team.publish);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Publish Post' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page, { everyRule: true })).toEqual([]);

  const panel = await openMockPanel(page);
  expect(await axeViolations(page, { everyRule: true })).toEqual([]);
  await closeMockPanel(panel);

  await page.goto(paths.mockCheckout);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page, { everyRule: true })).toEqual([]);
});
