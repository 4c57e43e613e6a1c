import { expect, test, type Locator, type Page } from '@playwright/test';
import { blogPosts } from './support/demo-data';
import { collectPageProblems } from './support/page-problems';

/**
 * Every public page, with something each shows once it has loaded: the page is only checked for
 * console errors after it has done its work. Nothing is ignored.
 */
const publicPages: [path: string, loaded: (page: Page) => Locator][] = [
  ['/', (page) => page.getByRole('heading', { name: 'Post Anything' })],
  ['/pricing', (page) => page.getByRole('heading', { level: 2, name: 'Pro' })],
  ['/privacy-policy', (page) => page.getByRole('heading', { level: 1, name: 'Privacy Policy' })],
  ['/terms-of-service', (page) => page.getByRole('heading', { level: 1, name: 'Terms of Service' })],
  ['/faq', (page) => page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })],
  ['/blog', (page) => page.getByRole('link', { name: new RegExp(blogPosts.plain.title) })],
  [`/blog/${blogPosts.plain.slug}`, (page) => page.getByRole('heading', { level: 1, name: blogPosts.plain.title })],
  ['/help', (page) => page.getByRole('heading', { level: 1, name: 'Help Center' })],
  ['/login', (page) => page.getByRole('heading', { level: 1, name: 'Welcome Back!' })],
  ['/register', (page) => page.getByRole('heading', { level: 1, name: 'Create an account' })],
  ['/forgot-password', (page) => page.getByRole('heading', { level: 1, name: 'Forgot Password?' })],
  ['/signup/facebook', (page) => page.getByRole('heading', { level: 1, name: 'Sign up with Facebook' })],
  ['/signup/linkedin', (page) => page.getByRole('heading', { level: 1, name: 'Sign up with LinkedIn' })],
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
