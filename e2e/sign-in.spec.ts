import { expect, test } from '@playwright/test';
import { expectBanner } from './support/banners';
import { demoAccount } from './support/demo-data';
import { tabTo } from './support/keyboard';
import {
  expectFocusOnHome,
  expectSignedInHome,
  logOutFromProfileMenu,
  loginForm,
  signInAsDemo,
  storedTokens,
  submitLogin,
} from './support/sign-in';
import { paths, urlEndingIn } from './support/paths';

test('the demo user signs in, sees their name in the profile menu on /home, and logs out to the landing page', async ({
  page,
}) => {
  await signInAsDemo(page);
  await expectFocusOnHome(page);
  const tokens = await storedTokens(page);
  expect(tokens.access).toBeTruthy();
  expect(tokens.refresh).toBeTruthy();

  await logOutFromProfileMenu(page, demoAccount.name);
  await expect(page).toHaveURL(urlEndingIn(paths.landing));
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  expect(await storedTokens(page)).toEqual({ access: null, refresh: null });

  // Signed out means signed out: the protected page sends them back to log in.
  await page.goto(paths.home);
  await expect(page).toHaveURL(urlEndingIn(paths.login));
});

test('a wrong password shows the server text in a red banner and keeps what was typed', async ({ page }) => {
  await page.goto(paths.login);
  await submitLogin(page, { email: demoAccount.email, password: 'NotThePassword1' });

  await expectBanner(page, 'error', 'No active account found with the given credentials');
  await expect(page).toHaveURL(urlEndingIn(paths.login));
  const form = loginForm(page);
  await expect(form.email).toHaveValue(demoAccount.email);
  // The screen keeps the password too, so a typo can be fixed without retyping everything.
  await expect(form.password).toHaveValue('NotThePassword1');
  await expect(form.submit).toBeEnabled();

  // Correcting the password gets in.
  await form.password.fill(demoAccount.password);
  await form.submit.click();
  await expectSignedInHome(page, demoAccount.name);
});

test('a protected page without a session sends the visitor to /login', async ({ page }) => {
  await page.goto(paths.team.queues);
  await expect(page).toHaveURL(urlEndingIn(paths.login));
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back!' })).toBeVisible();
});

test('the whole login works from the keyboard alone', async ({ page }) => {
  await page.goto(paths.login);
  const form = loginForm(page);
  await expect(form.email).toBeVisible();

  await tabTo(page, form.email);
  await page.keyboard.type(demoAccount.email);
  await tabTo(page, form.password, 3);
  await page.keyboard.type(demoAccount.password);
  await page.keyboard.press('Enter');

  await expectSignedInHome(page, demoAccount.name);
});
