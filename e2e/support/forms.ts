import type { Page } from '@playwright/test';

export interface Registration {
  fullName: string;
  email: string;
  password: string;
  company?: string;
}

/** Fills the five registration fields (the confirmation repeats the password) and presses Sign Up. */
export async function submitRegistration(page: Page, person: Registration): Promise<void> {
  await page.getByRole('textbox', { name: 'Full Name' }).fill(person.fullName);
  await page.getByRole('textbox', { name: 'Email' }).fill(person.email);
  if (person.company) await page.getByRole('textbox', { name: 'Company Name (optional)' }).fill(person.company);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
}

/** Asks for a reset link on /forgot-password. */
export async function requestResetLink(page: Page, email: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
}

/** Chooses a new password on the reset page. */
export async function submitNewPassword(page: Page, password: string): Promise<void> {
  await page.getByLabel('New Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm New Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Reset Password' }).click();
}

/** In mock mode Google's window is a small dialog; this chooses to go on as the demo Google user. */
export async function continueWithGoogle(page: Page): Promise<void> {
  await page
    .getByRole('dialog', { name: 'Sign in with Google' })
    .getByRole('button', { name: 'Continue as Demo User' })
    .click();
}

/** Presses the Google button of a login or sign-up page. */
export async function pressGoogle(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Google', exact: true }).click();
}
