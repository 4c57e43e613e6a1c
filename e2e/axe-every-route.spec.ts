import { expect, test, type Page } from '@playwright/test';
import { axeViolations, type AxeViolation } from './support/axe';
import { blogPosts, seededLinks } from './support/demo-data';
import { resumeDemoSession } from './support/demo-session';
import { blogPostPath, paths } from './support/paths';

/*
 * Every route at 1440 px in mock mode (the mock bar above the page), signed in for the signed-in
 * ones, passes every rule axe runs by default: WCAG A and AA and the best practices, `region`
 * (all content inside landmarks) among them. Each address is loaded afresh, as a person arriving
 * by a link would see it.
 */
const areas: { area: string; signedIn: boolean; routes: string[] }[] = [
  {
    area: 'public pages',
    signedIn: false,
    routes: [
      paths.landing,
      paths.pricing,
      paths.privacyPolicy,
      paths.termsOfService,
      paths.faq,
      paths.blog,
      blogPostPath(blogPosts.plain.slug),
      paths.help,
    ],
  },
  {
    area: 'sign-in pages',
    signedIn: false,
    routes: [
      paths.login,
      paths.register,
      paths.signUp,
      paths.forgotPassword,
      seededLinks.passwordReset,
      seededLinks.verifyEmail,
      paths.googleSignIn,
      paths.facebookSignUp,
      paths.linkedInSignUp,
    ],
  },
  {
    area: 'publishing pages',
    signedIn: true,
    routes: [
      paths.home,
      paths.team.publishStory,
      paths.team.publishReel,
      paths.team.drafts,
      paths.team.queues,
      paths.team.publishHistory,
      paths.team.bulkDelete,
      paths.team.calendar,
      paths.team.analytics,
    ],
  },
  {
    area: 'Control Tower',
    signedIn: true,
    routes: [
      paths.controlTower.personal,
      paths.controlTower.security,
      paths.controlTower.plan,
      paths.controlTower.billing,
      paths.controlTower.notification,
      paths.controlTower.teamManagement,
      paths.controlTower.manageSocialAccount,
      paths.billingSuccess,
      paths.mockCheckout,
    ],
  },
];

/** Until the page has drawn what it loads: its heading, the mock bar, and no call still out. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Mock data/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

for (const { area, signedIn, routes } of areas) {
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
