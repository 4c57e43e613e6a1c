import { expect, type Page } from '@playwright/test';
import { demoAccount } from './demo-data';
import { paths, urlEndingIn } from './paths';

/** The login form's fields, found as a person finds them: by their labels. */
export function loginForm(page: Page) {
  return {
    email: page.getByRole('textbox', { name: 'Email' }),
    password: page.getByLabel('Password', { exact: true }),
    submit: page.getByRole('button', { name: 'Login', exact: true }),
  };
}

/** Fills the login form on the current page and presses Login. */
export async function submitLogin(page: Page, credentials: { email: string; password: string }): Promise<void> {
  const form = loginForm(page);
  await form.email.fill(credentials.email);
  await form.password.fill(credentials.password);
  await form.submit.click();
}

/** Signs in as the demo user through the login page and waits for /home to greet them. */
export async function signInAsDemo(page: Page): Promise<void> {
  await page.goto(paths.login);
  await submitLogin(page, demoAccount);
  await expectSignedInHome(page, demoAccount.name);
}

/** On /home in the signed-in shell, the user's details loaded into the profile menu. */
export async function expectSignedInHome(page: Page, name: string): Promise<void> {
  await expect(page).toHaveURL(urlEndingIn(paths.home));
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Publish Post' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: `Account menu for ${name}` })).toBeVisible();
}

/** After signing in, a keyboard or screen-reader user starts on the new page: its heading has focus. */
export async function expectFocusOnHome(page: Page): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Publish Post' })).toBeFocused();
}

/** Logs out through the profile menu, as a person does. */
export async function logOutFromProfileMenu(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Account menu for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
}

/** What the browser keeps of the session (accounts §3 storage keys). */
export function storedTokens(page: Page): Promise<{ access: string | null; refresh: string | null }> {
  return page.evaluate(() => ({
    access: localStorage.getItem('access_token'),
    refresh: localStorage.getItem('refresh_token'),
  }));
}
