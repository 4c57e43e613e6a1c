import { expect, test } from '@playwright/test';
import { newEmail, seededLinks } from './support/demo-data';
import { submitRegistration } from './support/forms';
import { expectSignedInHome, storedTokens } from './support/sign-in';
import { paths, urlEndingIn } from './support/paths';

test('from the landing page, a new person signs up and lands on /home signed in', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Get Started Free' }).first().click();
  await expect(page).toHaveURL(urlEndingIn(paths.register));
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();

  await submitRegistration(page, { fullName: 'Ada Lovelace', email: newEmail('ada'), password: 'Harbour2025' });

  await expectSignedInHome(page, 'Ada Lovelace');
  expect((await storedTokens(page)).access).toBeTruthy();
});

test('an invitation link says who invited the person to which team', async ({ page }) => {
  await page.goto(seededLinks.invite);
  await expect(page.getByText('Noah Williams invited you to Northwind Outreach', { exact: true })).toBeVisible();
});
