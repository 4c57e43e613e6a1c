import { expect, test } from '@playwright/test';
import { demoAccount, newEmail } from './support/demo-data';
import { paths } from './support/paths';
import { photo } from './support/publish-form';
import { chooseRole, nextCall, pressAndConfirm, rowWith, tabHeading } from './support/settings';
import { expectSignedInHome, submitLogin } from './support/sign-in';

// The settings tabs built with VITE_API_BASE_URL against the Node mock server. The server's data is
// shared by every real-mode test, so these change nothing another test reads (the name stays; the
// member added is removed again).
test.beforeEach(async ({ page }) => {
  await page.goto(paths.login);
  await submitLogin(page, demoAccount);
  await expectSignedInHome(page, demoAccount.name);
});

test('in real mode a new profile picture goes out as multipart over HTTP and shows in the header', async ({ page }) => {
  await page.goto(paths.controlTower.personal);
  await expect(tabHeading(page, 'Personal')).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({ ...photo, name: 'portrait.png' });
  const sent = nextCall(page, 'PATCH', '/users/user/');
  await pressAndConfirm(page, page.getByRole('button', { name: 'Save Changes' }), 'Save Changes');
  expect((await sent).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  await page.getByRole('dialog', { name: 'Settings Updated' }).getByRole('button', { name: 'OK' }).click();
  const account = page.getByRole('banner').getByRole('button', { name: `Account menu for ${demoAccount.name}` });
  await expect(account.getByRole('img', { name: demoAccount.name })).toHaveAttribute('src', /^data:image\/png/);
});

test('in real mode a member is added over HTTP and removed again', async ({ page }) => {
  await page.goto(paths.controlTower.teamManagement);
  await expect(tabHeading(page, 'Team Management')).toBeVisible();
  const email = newEmail('invitee');
  await page.getByRole('button', { name: 'Add Member' }).click();
  const add = page.getByRole('dialog', { name: 'Add Member' });
  await add.getByRole('textbox', { name: 'Email' }).fill(email);
  await chooseRole(page, add, 'Member');
  await add.getByRole('button', { name: 'Add Member' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  const members = page.getByRole('table', { name: 'Members of Causeway Studio' });
  await expect(rowWith(members, email).first()).toContainText('Inactive');

  await pressAndConfirm(page, page.getByRole('button', { name: `Delete ${email}` }), 'Delete Member');
  await expect(page.getByText(`${email} deleted successfully!`)).toBeVisible();
  await expect(members.getByText(email)).toHaveCount(0);
});
