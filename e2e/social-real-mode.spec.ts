import { expect, test } from '@playwright/test';
import { demoAccount } from './support/demo-data';
import { paths } from './support/paths';
import { expectSignedInHome, submitLogin } from './support/sign-in';

// Real mode (the app built with VITE_API_BASE_URL, against the Node mock server): the accounts
// come over HTTP. The build names no Facebook app (VITE_FACEBOOK_APP_ID), so Facebook's SDK is
// never asked for, and the screen says the SDK failed instead of waiting for it.
test('in real mode Manage Social Account lists the accounts over HTTP and says the Facebook SDK could not be loaded', async ({
  page,
}) => {
  await page.route('https://connect.facebook.net/**', (route) => route.abort('internetdisconnected'));
  const sdkRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('https://connect.facebook.net/')) sdkRequests.push(request.url());
  });

  await page.goto(paths.login);
  await submitLogin(page, demoAccount);
  await expectSignedInHome(page, demoAccount.name);
  // The shell's token-health warning does not load Facebook's script by itself.
  await expect(page.getByRole('button', { name: 'Reconnect Demo User' })).toBeVisible();
  expect(sdkRequests).toEqual([]);

  await page.goto(paths.controlTower.manageSocialAccount);
  const accounts = page.getByRole('table', { name: 'Linked social accounts' });
  await expect(accounts.getByRole('row').filter({ hasText: 'Demo User' })).toContainText('3 days left');
  await expect(
    page.getByRole('table', { name: 'Pages of Demo User' }).getByText('Causeway Coffee Roasters'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Add Social Account' }).getByRole('alert')).toHaveText(
    'Failed to load Facebook SDK. Please refresh the page.',
  );
  expect(sdkRequests).toEqual([]);

  await page.getByRole('button', { name: 'Refresh Pages' }).click();
  await expect(page.getByText(/^Pages refreshed: \d+ pages \(\d+ new\)\.$/)).toBeVisible();
});
