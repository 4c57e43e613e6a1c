import { expect, test } from '@playwright/test';
import { expectBanner } from './support/banners';
import { demoAccount, seededLinks } from './support/demo-data';
import { requestResetLink, submitNewPassword } from './support/forms';
import { expectRedirectAfter } from './support/redirect';
import { expectSignedInHome, submitLogin } from './support/sign-in';
import { demo } from '../mocks/src/seed/demo';
import { generatePath, paths, urlEndingIn } from './support/paths';

const resetDone = 'Your password has been reset. Please log in with your new password.';

test('forgot password: the page says to check the inbox the link went to', async ({ page }) => {
  await page.goto(paths.login);
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(urlEndingIn(paths.forgotPassword));
  // The address changes at once; the login form stays on screen until the next page's code has loaded.
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password?' })).toBeVisible();

  await requestResetLink(page, demoAccount.email);

  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText(demoAccount.email, { exact: true })).toBeVisible();
});

test('the emailed link sets a new password, then /login follows after 3 s with a green banner', async ({ page }) => {
  await page.goto(seededLinks.passwordReset);
  await submitNewPassword(page, 'Harbour2025');

  await expect(page.getByRole('heading', { name: 'Password reset successful' })).toBeVisible();
  await expectRedirectAfter(page, urlEndingIn(paths.login), 3000);
  await expectBanner(page, 'success', resetDone);

  // The new password is the one that works now.
  await submitLogin(page, { email: demoAccount.email, password: 'Harbour2025' });
  await expectSignedInHome(page, demoAccount.name);
});

test('the green banner shows once: after a reload it is gone', async ({ page }) => {
  await page.goto(seededLinks.passwordReset);
  await submitNewPassword(page, 'Harbour2025');
  await expect(page).toHaveURL(urlEndingIn(paths.login), { timeout: 6000 });
  await expectBanner(page, 'success', resetDone);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
  await expect(page.getByText(resetDone)).toHaveCount(0);
});

test('a link whose token is wrong is refused with the catalogue text', async ({ page }) => {
  await page.goto(generatePath(paths.passwordReset, { uid: demo.resetUid, token: 'not-the-token' }));
  await submitNewPassword(page, 'Harbour2025');
  await expectBanner(page, 'error', 'Invalid or expired reset token. Please request a new password reset.');
  await expect(page).toHaveURL(
    urlEndingIn(generatePath(paths.passwordReset, { uid: demo.resetUid, token: 'not-the-token' })),
  );
});

test('a link for no known user is refused as an invalid reset link', async ({ page }) => {
  await page.goto(generatePath(paths.passwordReset, { uid: 'bm9ib2R5', token: demo.resetToken }));
  await submitNewPassword(page, 'Harbour2025');
  await expectBanner(page, 'error', /^Invalid reset link\./);
});

test('a link without its token says the link is not valid', async ({ page }) => {
  await page.goto(generatePath(paths.passwordReset, { uid: demo.resetUid }));
  await expect(
    page.getByText('Invalid password reset link. Please request a new password reset.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new reset link' })).toBeVisible();
});
