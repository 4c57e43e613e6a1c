import { expect, test } from '@playwright/test';
import { expectBanner } from './support/banners';
import { seededLinks } from './support/demo-data';
import { expectRedirectAfter } from './support/redirect';
import { withScenarios } from './support/scenarios';
import { generatePath, paths, urlEndingIn } from './support/paths';
import { demo } from '../mocks/src/seed/demo';

const verified = 'Email verified successfully! You can now log in.';

test('a verification link verifies, then /login follows after 3 s with the message', async ({ page }) => {
  await page.goto(seededLinks.verifyEmail);

  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  await expect(page.getByText(verified, { exact: true })).toBeVisible();
  await expectRedirectAfter(page, urlEndingIn(paths.login), 3000);
  await expectBanner(page, 'success', verified);
});

test('a failed verification says so and offers a retry', async ({ page }) => {
  await page.goto(withScenarios(seededLinks.verifyEmail, 'verify-email.failed'));

  await expect(
    page.getByRole('alert').getByText('Email verification failed. Please try again.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  // Retry reloads the page, which asks the server again (and, with the failure still on, fails again).
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Retry' }).click();
  await reloaded;
  await expect(
    page.getByRole('alert').getByText('Email verification failed. Please try again.', { exact: true }),
  ).toBeVisible();
});

test('a link missing its parts shows the missing-parameters text', async ({ page }) => {
  await page.goto(generatePath(paths.verifyEmail, { uidb64: demo.verifyUid }));
  await expect(
    page.getByRole('alert').getByText('Invalid verification link. Missing required parameters.', { exact: true }),
  ).toBeVisible();
});
