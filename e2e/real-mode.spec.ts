import { expect, test } from '@playwright/test';
import { demoAccount } from './support/demo-data';
import { expectSignedInHome, logOutFromProfileMenu, submitLogin } from './support/sign-in';
import { paths, urlEndingIn } from './support/paths';

// The app built with VITE_API_BASE_URL against the Node mock server (`pnpm mock-server`): the same
// journeys work over real HTTP, and no mock code reaches the browser.
test('in real mode the demo login works over HTTP and no mock code is loaded', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await page.goto(paths.login);
  await submitLogin(page, demoAccount);
  await expectSignedInHome(page, demoAccount.name);

  await expect(page.getByRole('button', { name: 'Mock data' })).toHaveCount(0);
  expect(loaded).not.toContain('/mockServiceWorker.js');
  expect(loaded).toEqual(expect.arrayContaining(['/users/login/', '/users/user/', '/teams/list/']));

  await logOutFromProfileMenu(page, demoAccount.name);
  await expect(page).toHaveURL(urlEndingIn(paths.landing));
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  expect(errors).toEqual([]);
});
