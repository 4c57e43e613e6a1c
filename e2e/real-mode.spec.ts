import { expect, test } from '@playwright/test';
import { demoAccount } from './support/demo-data';
import { choosePages, photo, publishForm, sendAndConfirm } from './support/publish-form';
import { expectFocusOnHome, expectSignedInHome, logOutFromProfileMenu, submitLogin } from './support/sign-in';
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
  await expectFocusOnHome(page);

  await expect(page.getByRole('button', { name: 'Mock data' })).toHaveCount(0);
  expect(loaded).not.toContain('/mockServiceWorker.js');
  expect(loaded).toEqual(expect.arrayContaining(['/users/login/', '/users/user/', '/teams/list/']));

  await logOutFromProfileMenu(page, demoAccount.name);
  await expect(page).toHaveURL(urlEndingIn(paths.landing));
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('in real mode a post with a photo goes out over HTTP, as multipart, and is reported', async ({ page }) => {
  await page.goto(paths.login);
  await submitLogin(page, demoAccount);
  await expectSignedInHome(page, demoAccount.name);

  await choosePages(page, ['Causeway Coffee Roasters']);
  await publishForm(page).text('Post text').fill('Sent over real HTTP');
  await publishForm(page).media.setInputFiles(photo);
  const sent = page.waitForRequest((request) => request.url().endsWith('/facebook/unified-post/'));
  await sendAndConfirm(page, 'Publish Now');
  const request = await sent;
  expect(request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  await expect(page.getByText('Post published successfully!')).toBeVisible();
});
