import { expect, test, type Page } from '@playwright/test';
import { pageTitle, type PageKey } from '../packages/app/src/routes/page-meta';
import { paths, visitInApp } from './support/paths';
import { openAsDemo } from './support/demo-session';

const publicRoutes: [string, PageKey][] = [
  [paths.landing, 'landing'],
  [paths.pricing, 'pricing'],
  [paths.faq, 'faq'],
  [paths.blog, 'blog'],
  [paths.help, 'help'],
  [paths.privacyPolicy, 'privacyPolicy'],
  [paths.termsOfService, 'termsOfService'],
  [paths.login, 'login'],
  [paths.register, 'register'],
  [paths.forgotPassword, 'forgotPassword'],
];

const signedInRoutes: [string, PageKey][] = [
  [paths.home, 'home'],
  [paths.team.publish, 'publish'],
  [paths.team.publishStory, 'publishStory'],
  [paths.team.publishReel, 'publishReel'],
  [paths.team.queues, 'queues'],
  [paths.team.publishHistory, 'publishHistory'],
  [paths.team.bulkDelete, 'bulkDelete'],
  [paths.team.calendar, 'calendar'],
  [paths.controlTower.personal, 'personal'],
  [paths.controlTower.security, 'security'],
  [paths.controlTower.plan, 'plan'],
  [paths.controlTower.billing, 'billing'],
  [paths.controlTower.teamManagement, 'teamManagement'],
  [paths.controlTower.manageSocialAccount, 'manageSocialAccount'],
];

/** Each route's own title, and no sideways scrolling at the two narrow phone widths. */
async function checkRoutes(page: Page, routes: [string, PageKey][]) {
  for (const [path, key] of routes) {
    await page.setViewportSize({ width: 360, height: 780 });
    await visitInApp(page, path);
    await expect(page).toHaveTitle(pageTitle(key));
    await expect(page.locator('h1').first()).toBeVisible({ timeout: 15_000 });
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 780 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    }
  }
  const titles = routes.map(([, key]) => pageTitle(key));
  expect(new Set(titles).size).toBe(titles.length);
}

test.describe('every route', () => {
  test.slow();

  test('public pages: their own title, and no sideways scrolling at 360 and 390 px', async ({ page }) => {
    await page.goto(paths.landing);
    await checkRoutes(page, publicRoutes);
  });

  test('signed-in pages: their own title, and no sideways scrolling at 360 and 390 px', async ({ page }) => {
    await openAsDemo(page);
    await checkRoutes(page, signedInRoutes);
  });
});

test('after a navigation, focus is on the new page’s main heading', async ({ page }) => {
  await page.goto(paths.landing);
  await page.getByRole('navigation').first().getByRole('link', { name: 'Pricing' }).first().click();
  await expect(page).toHaveTitle(pageTitle('pricing'));
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused({ timeout: 10_000 });

  await openAsDemo(page);
  await page.getByRole('navigation', { name: 'Publishing' }).getByRole('link', { name: 'Queues' }).click();
  await expect(page).toHaveTitle(pageTitle('queues'));
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Queue' })).toBeFocused({
    timeout: 10_000,
  });
});

test('the nav marks the page the visitor is on; on a phone its sheet leads to the page and to its heading', async ({
  page,
}) => {
  await page.goto(paths.pricing);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Features' })).not.toHaveAttribute('aria-current');

  await page.setViewportSize({ width: 390, height: 844 });
  await nav.getByRole('button', { name: 'Open menu' }).click();
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await expect(sheet.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
  await sheet.getByRole('link', { name: 'Help Desk' }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveTitle(pageTitle('help'));
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused({ timeout: 10_000 });
  await nav.getByRole('button', { name: 'Open menu' }).click();
  await expect(sheet.getByRole('link', { name: 'Help Desk' })).toHaveAttribute('aria-current', 'page');
});

test('a new page starts at its top, also when the link was far down the one before', async ({ page }) => {
  await page.goto(paths.landing);
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveTitle(pageTitle('privacyPolicy'));
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await page.evaluate(() => scrollY)).toBe(0);
});
