import { expect, test, type Page } from '@playwright/test';
import { axeViolations, type AxeViolation } from './support/axe';
import { axeAreas } from './support/axe-routes';
import { demoAccount } from './support/demo-data';
import { paths } from './support/paths';
import { expectSignedInHome, submitLogin } from './support/sign-in';

/*
 * Every route at 1440 px in the real-mode build (what a deployment serves) against the Node mock
 * server, signed in for the signed-in ones, passes every rule axe runs by default: WCAG A and AA and
 * the best practices, `region` (all content inside landmarks) among them. Each address is loaded
 * afresh, as a person arriving by a link would see it. What only mock mode draws (its bar, panel and
 * checkout) is checked in mock-panel.spec.ts.
 */
/** Until the page has drawn what it loads: its heading, and no call still out. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

for (const { area, signedIn, routes } of axeAreas) {
  test(`in real mode every rule of axe passes on the ${area} at 1440 px`, async ({ page }) => {
    test.slow(); // a fresh load per route
    await page.setViewportSize({ width: 1440, height: 900 });
    if (signedIn) {
      await page.goto(paths.login);
      await submitLogin(page, demoAccount);
      await expectSignedInHome(page, demoAccount.name);
    }
    const found: { route: string; violations: AxeViolation[] }[] = [];
    for (const route of routes) {
      await page.goto(route);
      await settled(page);
      const violations = await axeViolations(page, { everyRule: true });
      if (violations.length > 0) found.push({ route, violations });
    }
    expect(found).toEqual([]);
  });
}
