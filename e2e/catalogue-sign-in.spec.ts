import { test, type Page } from '@playwright/test';
import { catalogueTitle, runCatalogueCase, type CatalogueCase } from './support/catalogue';
import { demoAccount, newEmail, seededLinks } from './support/demo-data';
import {
  continueWithGoogle,
  pressGoogle,
  requestResetLink,
  submitNewPassword,
  submitRegistration,
} from './support/forms';
import { submitLogin } from './support/sign-in';
import { paths } from './support/paths';

/** The accounts §8 catalogue of the sign-in and sign-up screens, one scenario per entry. */

const login = (page: Page) => submitLogin(page, demoAccount);
const register = (page: Page) =>
  submitRegistration(page, { fullName: 'Grace Hopper', email: newEmail('grace'), password: 'Harbour2025' });
const googleFromButton = async (page: Page) => {
  await pressGoogle(page);
  await continueWithGoogle(page);
};
/** The person fills in the page's form and submits it. */
const submitting = (actions: (page: Page) => Promise<void>) => ({ via: 'after submitting the form', actions });
const loginSubmitted = submitting(login);
const googleOnLogin = {
  route: paths.login,
  via: "with the Google button, continuing in Google's window",
  actions: googleFromButton,
};
const googleOnSignInPage = {
  route: paths.googleSignIn,
  via: "continuing in Google's window",
  actions: continueWithGoogle,
};

const cases: CatalogueCase[] = [
  // Login
  {
    scenario: 'login.unauthorized',
    route: paths.login,
    ...loginSubmitted,
    expected: [{ banner: 'Your account is inactive or has been deleted. Please contact support.' }],
  },
  {
    scenario: 'login.user-inactive',
    route: paths.login,
    ...loginSubmitted,
    expected: [{ banner: 'Your account is currently inactive. Please contact support for assistance.' }],
  },
  {
    scenario: 'login.non-field-error',
    route: paths.login,
    ...loginSubmitted,
    expected: [{ banner: 'Unable to log in with provided credentials.' }],
  },
  {
    scenario: 'login.error',
    route: paths.login,
    ...loginSubmitted,
    expected: [{ banner: 'An error occurred during login. Please try again.' }],
  },
  {
    scenario: 'login.page-fallback',
    route: paths.login,
    ...loginSubmitted,
    expected: [{ banner: 'Failed to login. Please try again.' }],
  },

  // Google: the server's answers, from the login page and from /signup/google
  {
    scenario: 'google-login.invalid-token',
    ...googleOnLogin,
    expected: [{ banner: 'Invalid Google token. Please try again.' }],
  },
  {
    scenario: 'google-login.server-error',
    ...googleOnLogin,
    expected: [{ banner: 'Server error during Google login. Please try again.' }],
  },
  {
    scenario: 'google-login.error',
    ...googleOnLogin,
    expected: [{ banner: 'An error occurred during Google login. Please try again.' }],
  },
  { scenario: 'google-login.failed', ...googleOnLogin, expected: [{ banner: 'Google login failed.' }] },
  {
    scenario: 'google-login.invalid-token',
    ...googleOnSignInPage,
    expected: [{ alert: 'Invalid Google token. Please try again.' }],
  },
  {
    scenario: 'google-login.server-error',
    ...googleOnSignInPage,
    expected: [{ alert: 'Server error during Google login. Please try again.' }],
  },
  {
    scenario: 'google-login.error',
    ...googleOnSignInPage,
    expected: [{ alert: 'An error occurred during Google login. Please try again.' }],
  },
  { scenario: 'google-login.failed', ...googleOnSignInPage, expected: [{ alert: 'Google login failed.' }] },

  // Google's own window: cancelled, denied, failed (the fake SDK answers without asking)
  {
    scenario: 'google-sdk.cancelled',
    route: paths.googleSignIn,
    expected: [{ alert: 'Login was cancelled. Please try again.' }],
  },
  {
    scenario: 'google-sdk.access-denied',
    route: paths.googleSignIn,
    expected: [{ alert: 'Access was denied. Please allow access to your Google account.' }],
  },
  {
    scenario: 'google-sdk.failed',
    route: paths.googleSignIn,
    expected: [{ alert: 'Google login failed. Please try again.' }],
  },
  {
    scenario: 'google-sdk.cancelled',
    route: paths.login,
    via: 'with the Google button',
    actions: pressGoogle,
    expected: [{ banner: 'Login was cancelled. Please try again.' }],
  },
  {
    scenario: 'google-sdk.access-denied',
    route: paths.login,
    via: 'with the Google button',
    actions: pressGoogle,
    expected: [{ banner: 'Access was denied. Please allow access to your Google account.' }],
  },
  {
    scenario: 'google-sdk.failed',
    route: paths.login,
    via: 'with the Google button',
    actions: pressGoogle,
    expected: [{ banner: 'Google login failed. Please try again.' }],
  },

  // Registration
  {
    scenario: 'register.field-errors',
    route: paths.register,
    ...submitting(register),
    expected: [
      { field: 'Full Name', error: 'A user with that username already exists.' },
      { field: 'Email', error: 'user with this email already exists.' },
      { field: 'Password', error: 'This password is too common.' },
      { field: 'Confirm Password', error: 'Passwords do not match.' },
    ],
  },
  {
    scenario: 'register.signup-method-error',
    route: paths.register,
    ...submitting(register),
    expected: [{ banner: 'This email is registered with Google sign-in. Please log in with Google.' }],
  },
  {
    scenario: 'register.non-field-error',
    route: paths.register,
    ...submitting(register),
    expected: [{ banner: 'This invitation has already been used.' }],
  },
  {
    scenario: 'register.error',
    route: paths.register,
    ...submitting(register),
    expected: [{ banner: 'Registration failed. Please try again.' }],
  },
  {
    scenario: 'register.no-answer',
    route: paths.register,
    ...submitting(register),
    expected: [{ banner: 'An error occurred during registration' }],
  },
  {
    scenario: 'register.invalid-response',
    route: paths.register,
    ...submitting(register),
    expected: [{ banner: 'Invalid response from server' }],
  },

  // Password reset
  {
    scenario: 'password-reset.send-failed',
    route: paths.forgotPassword,
    ...submitting((page) => requestResetLink(page, demoAccount.email)),
    expected: [{ banner: 'Failed to send password reset email. Please try again.' }],
  },
  {
    scenario: 'password-reset.invalid-token',
    route: seededLinks.passwordReset,
    ...submitting((page) => submitNewPassword(page, 'Harbour2025')),
    expected: [{ banner: 'Invalid or expired reset token. Please request a new password reset.' }],
  },
  {
    scenario: 'password-reset.invalid-uid',
    route: seededLinks.passwordReset,
    ...submitting((page) => submitNewPassword(page, 'Harbour2025')),
    // The catalogue gives this text only as far as 'Invalid reset link...'.
    expected: [{ banner: /^Invalid reset link\./ }],
  },
  {
    scenario: 'password-reset.failed',
    route: seededLinks.passwordReset,
    ...submitting((page) => submitNewPassword(page, 'Harbour2025')),
    expected: [{ banner: 'Failed to reset password. Please try again.' }],
  },

  // Email verification
  {
    scenario: 'verify-email.failed',
    route: seededLinks.verifyEmail,
    expected: [{ alert: 'Email verification failed. Please try again.' }],
  },
  {
    scenario: 'verify-email.missing-parameters',
    route: seededLinks.verifyEmail,
    expected: [{ alert: 'Invalid verification link. Missing required parameters.' }],
  },
];

for (const entry of cases) test(catalogueTitle(entry), ({ page }) => runCatalogueCase(page, entry));
