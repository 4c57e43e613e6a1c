import { expect, test, type Page } from '@playwright/test';
import { axeViolations, type AxeViolation } from './support/axe';
import { resumeDemoSession } from './support/demo-session';
import { axeAreas } from './support/axe-routes';

/*
 * Every route at 1440 px in mock mode (the mock bar above the page), signed in for the signed-in
 * ones, passes every rule axe runs by default: WCAG A and AA and the best practices, `region`
 * (all content inside landmarks) among them. Each address is loaded afresh, as a person arriving
 * by a link would see it.
 */

/** Until the page has drawn what it loads: its heading, the mock bar, and no call still out. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Mock data/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

for (const { area, signedIn, routes } of axeAreas) {
  test(`every rule of axe passes on the ${area} at 1440 px`, async ({ page }) => {
    test.slow(); // a fresh load per route
    await page.setViewportSize({ width: 1440, height: 900 });
    if (signedIn) await resumeDemoSession(page);
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
