import { expect, test, type Locator, type Page } from '@playwright/test';
import { blogPosts } from './support/demo-data';
import { collectPageProblems } from './support/page-problems';
import { blogPostPath, paths } from './support/paths';

/**
 * Every public page, with something each shows once it has loaded: the page is only checked for
 * console errors after it has done its work. Nothing is ignored.
 */
const publicPages: [path: string, loaded: (page: Page) => Locator][] = [
  ['/', (page) => page.getByRole('heading', { name: 'Post Anything' })],
  [paths.pricing, (page) => page.getByRole('heading', { level: 2, name: 'Pro' })],
  [paths.privacyPolicy, (page) => page.getByRole('heading', { level: 1, name: 'Privacy Policy' })],
  [paths.termsOfService, (page) => page.getByRole('heading', { level: 1, name: 'Terms of Service' })],
  [paths.faq, (page) => page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })],
  [paths.blog, (page) => page.getByRole('link', { name: new RegExp(blogPosts.plain.title) })],
  [blogPostPath(blogPosts.plain.slug), (page) => page.getByRole('heading', { level: 1, name: blogPosts.plain.title })],
  [paths.help, (page) => page.getByRole('heading', { level: 1, name: 'Help Center' })],
  [paths.login, (page) => page.getByRole('heading', { level: 1, name: 'Welcome Back!' })],
  [paths.register, (page) => page.getByRole('heading', { level: 1, name: 'Create an account' })],
  [paths.forgotPassword, (page) => page.getByRole('heading', { level: 1, name: 'Forgot Password?' })],
  [paths.facebookSignUp, (page) => page.getByRole('heading', { level: 1, name: 'Sign up with Facebook' })],
  [paths.linkedInSignUp, (page) => page.getByRole('heading', { level: 1, name: 'Sign up with LinkedIn' })],
];

for (const [path, loaded] of publicPages) {
  test(`${path} loads without console errors`, async ({ page }) => {
    const problems = collectPageProblems(page);
    await page.goto(path);
    await expect(loaded(page).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
}
