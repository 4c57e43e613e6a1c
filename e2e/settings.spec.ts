import { expect, test, type Page } from '@playwright/test';
import { demo } from '../mocks/src/seed/demo';
import { expectNoAxeViolations } from './support/axe';
import { expectBanner } from './support/banners';
import { afterQueryRetries, retriesToJump } from './support/catalogue';
import { demoAccount, newEmail, seededLinks } from './support/demo-data';
import { submitRegistration } from './support/forms';
import { paths, urlEndingIn } from './support/paths';
import { photo, recordFormPosts } from './support/publish-form';
import { withScenarios } from './support/scenarios';
import {
  chooseRole,
  nextCall,
  pressAndConfirm,
  rowWith,
  settingsTab,
  tabHeading,
  teamSwitcher,
} from './support/settings';
import { expectSignedInHome, submitLogin } from './support/sign-in';
import { openAsDemo, resumeDemoSession } from './support/demo-session';

const ct = paths.controlTower;
const membersOf = (page: Page, team: string) => page.getByRole('table', { name: `Members of ${team}` });
const pagesOf = (page: Page, team: string) => page.getByRole('table', { name: `Facebook pages of ${team}` });

async function openTab(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(tabHeading(page, heading)).toBeVisible();
}

test.describe('Personal', () => {
  test('a new username and picture: confirmed, sent as multipart, and the header shows them without a reload', async ({
    page,
  }) => {
    const patches = await recordFormPosts(page, '/users/user/', 'PATCH');
    await resumeDemoSession(page);
    await openTab(page, ct.personal, 'Personal');

    const username = page.getByRole('textbox', { name: 'Username' });
    await username.fill('Dana Harbour');
    await page.locator('input[type="file"]').setInputFiles({ ...photo, name: 'portrait.png' });
    await expect(page.getByText('Preview: the new picture is saved with Save Changes.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('img', { name: 'Dana Harbour' })).toHaveAttribute('src', /^blob:/);

    const dialog = await pressAndConfirm(page, page.getByRole('button', { name: 'Save Changes' }), 'Save Changes');
    await expect(dialog).toHaveCount(0);
    const saved = page.getByRole('dialog', { name: 'Settings Updated' });
    await expect(saved).toContainText('Your personal settings have been saved.');
    await saved.getByRole('button', { name: 'OK' }).click();

    const account = page.getByRole('banner').getByRole('button', { name: 'Account menu for Dana Harbour' });
    await expect(account).toBeVisible();
    await expect(account.getByRole('img', { name: 'Dana Harbour' })).toHaveAttribute('src', /^data:image\/png/);
    expect(await patches()).toEqual([
      { username: 'Dana Harbour', company_name: 'Causeway Studio', profile_picture: 'portrait.png' },
    ]);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('Dana Harbour');
  });

  test('a picture of another type is refused on the spot, and nothing is sent', async ({ page }) => {
    const patches = await recordFormPosts(page, '/users/user/', 'PATCH');
    await resumeDemoSession(page);
    await openTab(page, ct.personal, 'Personal');
    await expect(page.getByText('JPG, PNG or WebP, up to 2 MB. Recommended 360 x 360.')).toBeVisible();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'wave.gif', mimeType: 'image/gif', buffer: photo.buffer });
    await expect(
      page.getByText('This file is not a JPG, PNG or WebP image. Please choose another picture.'),
    ).toBeVisible();
    expect(await patches()).toEqual([]);
  });

  test('leaving with unsaved edits asks first, on Back (staying, then leaving) and on a tab link', async ({ page }) => {
    await resumeDemoSession(page);
    await openTab(page, ct.security, 'Security');
    await settingsTab(page, 'Personal').click();
    await expect(tabHeading(page, 'Personal')).toBeVisible();
    await page.getByRole('textbox', { name: 'Company Name' }).fill('Harbour Events');

    await page.goBack({ waitUntil: 'commit' });
    const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Stay on This Page' }).click();
    await expect(page).toHaveURL(urlEndingIn(ct.personal));
    await expect(page.getByRole('textbox', { name: 'Company Name' })).toHaveValue('Harbour Events');

    // Back again, and this time leave: the step back the page undid is made after all.
    await page.goBack({ waitUntil: 'commit' });
    await ask.getByRole('button', { name: 'Leave Without Saving' }).click();
    await expect(tabHeading(page, 'Security')).toBeVisible();
    await expect(page).toHaveURL(urlEndingIn(ct.security));

    await page.goForward();
    await expect(tabHeading(page, 'Personal')).toBeVisible();
    await page.getByRole('textbox', { name: 'Company Name' }).fill('Harbour Events');
    await settingsTab(page, 'Team Management').click();
    await ask.getByRole('button', { name: 'Leave Without Saving' }).click();
    await expect(tabHeading(page, 'Team Management')).toBeVisible();
  });

  test("an unverified address: 'Email Not Verified', and Verify Email sends the link", async ({ page }) => {
    await page.goto(paths.login);
    await submitLogin(page, { email: demo.unverified.email, password: demo.unverified.password });
    await expectSignedInHome(page, 'Uma Patel');
    await openTab(page, ct.personal, 'Personal');
    await expect(page.getByText('Unverified', { exact: true })).toBeVisible();
    await expect(page.getByText('Email Not Verified')).toBeVisible();
    const sent = nextCall(page, 'POST', '/users/resend-verification-email/');
    await page.getByRole('button', { name: 'Verify Email' }).click();
    expect((await sent).postDataJSON()).toEqual({ email: demo.unverified.email });
    await expect(page.getByText(`Verification email sent to ${demo.unverified.email}.`)).toBeVisible();
  });

  test('deleting the account: confirmed, the support note, then logged out on the landing page', async ({ page }) => {
    await resumeDemoSession(page);
    await openTab(page, ct.personal, 'Personal');
    const deleted = nextCall(page, 'DELETE', `/users/${demo.userId}/delete/`);
    await pressAndConfirm(page, page.getByRole('button', { name: 'Delete Account Permanently' }), 'Delete Account');
    await deleted;
    const done = page.getByRole('dialog', { name: 'Account Deleted' });
    await expect(done).toContainText('Your account has been deactivated. To reactivate it, please contact support.');
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(urlEndingIn(paths.landing));

    await page.goto(paths.login);
    await submitLogin(page, demoAccount);
    await expect(
      page.getByText('Your account is currently inactive. Please contact support for assistance.'),
    ).toBeVisible();
  });
});

test.describe('Security', () => {
  test('changes the password: logged out to /login with the news, and the new password signs in', async ({ page }) => {
    await resumeDemoSession(page);
    await openTab(page, ct.security, 'Security');
    await page.getByLabel('Old Password', { exact: true }).fill(demo.password);
    await page.getByLabel('New Password', { exact: true }).fill('Harbour2025');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('Harbour2025');
    const sent = nextCall(page, 'POST', '/users/change-password/');
    const dialog = await pressAndConfirm(page, page.getByRole('button', { name: 'Reset Password' }), 'Reset Password');
    expect((await sent).postDataJSON()).toEqual({
      old_password: demo.password,
      new_password: 'Harbour2025',
      confirm_new_password: 'Harbour2025',
    });
    await expect(dialog).toHaveCount(0);

    await expect(page).toHaveURL(urlEndingIn(paths.login));
    await expectBanner(page, 'success', 'Password changed successfully!');
    await submitLogin(page, demoAccount);
    await expect(page.getByText('No active account found with the given credentials')).toBeVisible();
    await submitLogin(page, { email: demoAccount.email, password: 'Harbour2025' });
    await expectSignedInHome(page, demoAccount.name);
  });
});

test.describe('Team Management', () => {
  test('a new team: created, listed in the switcher without a reload, and switched to', async ({ page }) => {
    await resumeDemoSession(page);
    await openTab(page, ct.teamManagement, 'Team Management');
    await page.getByRole('button', { name: 'Add New Team' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Team' });
    const created = nextCall(page, 'POST', '/teams/create/');
    await dialog.getByRole('textbox', { name: 'Team Name' }).fill('Harbour Events');
    await dialog.getByRole('button', { name: 'Create Team' }).click();
    expect((await created).postDataJSON()).toEqual({ name: 'Harbour Events' });
    await expect(page.getByText('Harbour Events created. Switch to it from the team menu at the top.')).toBeVisible();

    await teamSwitcher(page, 'Causeway Studio').click();
    await page.getByRole('menuitemradio', { name: 'Harbour Events' }).click();
    await expect(teamSwitcher(page, 'Harbour Events')).toBeVisible();
    await expect(rowWith(membersOf(page, 'Harbour Events'), 'Demo User')).toContainText('Owner');
    await expect(page.getByText('No Facebook pages in this team yet.')).toBeVisible();
  });

  test('a member added as Admin, edited to Member, then deleted: each call with its body', async ({ page }) => {
    await resumeDemoSession(page);
    await openTab(page, ct.teamManagement, 'Team Management');
    const members = membersOf(page, 'Causeway Studio');

    await page.getByRole('button', { name: 'Add Member' }).click();
    const add = page.getByRole('dialog', { name: 'Add Member' });
    await add.getByRole('textbox', { name: 'Email' }).fill('noah@causeway.test');
    await chooseRole(page, add, 'Admin');
    const added = nextCall(page, 'POST', `/teams/${demo.teamId}/members/add/`);
    await add.getByRole('button', { name: 'Add Member' }).click();
    expect((await added).postDataJSON()).toEqual({ email: 'noah@causeway.test', role: 2 });
    await expect(rowWith(members, 'Noah Williams')).toContainText('Admin');

    await page.getByRole('button', { name: 'Edit role of Noah Williams' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Member Role' });
    await chooseRole(page, edit, 'Member');
    const updated = nextCall(page, 'PATCH', /\/teams\/members\/\d+\/update\/$/);
    await edit.getByRole('button', { name: 'Save Role' }).click();
    expect((await updated).postDataJSON()).toEqual({ role: 3 });
    await expect(page.getByText('Noah Williams is now a Member.')).toBeVisible();
    await expect(rowWith(members, 'Noah Williams')).toContainText('Member');

    const deleted = nextCall(page, 'DELETE', /\/teams\/members\/\d+\/delete\/$/);
    await pressAndConfirm(page, page.getByRole('button', { name: 'Delete Noah Williams' }), 'Delete Member');
    await deleted;
    await expect(page.getByText('Noah Williams deleted successfully!')).toBeVisible();
    await expect(rowWith(members, 'Noah Williams')).toHaveCount(0);
  });

  test('a team page removed after asking', async ({ page }) => {
    await resumeDemoSession(page);
    await openTab(page, ct.teamManagement, 'Team Management');
    const removed = nextCall(page, 'DELETE', `/control-tower/teams/${demo.teamId}/pages/302`);
    await pressAndConfirm(page, page.getByRole('button', { name: 'Remove Harbour Lights Bakery' }), 'Remove Page');
    await removed;
    await expect(page.getByText('Harbour Lights Bakery page removed successfully')).toBeVisible();
    await expect(rowWith(pagesOf(page, 'Causeway Studio'), 'Harbour Lights Bakery')).toHaveCount(0);
  });

  test('an invitation: the person who registers through it is a member of that team', async ({ page }) => {
    const email = newEmail('grace');
    await page.goto(seededLinks.invite);
    await submitRegistration(page, { fullName: 'Grace Hopper', email, password: 'Harbour2025' });
    await expectSignedInHome(page, 'Grace Hopper');
    await expect(teamSwitcher(page, 'Northwind Outreach')).toBeVisible();
    await openTab(page, ct.teamManagement, 'Team Management');
    const row = rowWith(membersOf(page, 'Northwind Outreach'), 'Grace Hopper');
    await expect(row).toContainText(email);
    await expect(row).toContainText('Member');
  });

  for (const width of [360, 390]) {
    test(`at ${width} px the tables scroll inside their cards, the page does not, and axe passes`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await resumeDemoSession(page);
      await openTab(page, ct.teamManagement, 'Team Management');
      await expect(membersOf(page, 'Causeway Studio')).toBeVisible();
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(sideways).toBeLessThanOrEqual(0);
      const scroller = membersOf(page, 'Causeway Studio').locator('xpath=..');
      expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
      await expectNoAxeViolations(page);
    });
  }
});

/** Each catalogue text of these tabs, from its scenario, as the person meets it. */
test.describe('catalogue', () => {
  const failsWith = async (page: Page, path: string, scenario: string, heading: string) => {
    await openAsDemo(page, withScenarios(path, scenario));
    await expect(tabHeading(page, heading)).toBeVisible();
  };

  test("account.update-user-failed: 'Failed to update user details', the edit kept", async ({ page }) => {
    await failsWith(page, ct.personal, 'account.update-user-failed', 'Personal');
    await page.getByRole('textbox', { name: 'Username' }).fill('Dana Harbour');
    await pressAndConfirm(page, page.getByRole('button', { name: 'Save Changes' }), 'Save Changes');
    await expectBanner(page, 'error', 'Failed to update user details');
    await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('Dana Harbour');
  });

  test("settings.no-email: 'No email address found'", async ({ page }) => {
    await failsWith(page, ct.personal, 'settings.no-email', 'Personal');
    await expect(page.getByText('No email address found', { exact: true })).toBeVisible();
  });

  test("settings.delete-account-failed: 'Failed to delete account. Please try again.'", async ({ page }) => {
    await failsWith(page, ct.personal, 'settings.delete-account-failed', 'Personal');
    await pressAndConfirm(page, page.getByRole('button', { name: 'Delete Account Permanently' }), 'Delete Account');
    await expect(page.getByRole('alertdialog', { name: 'Account Not Deleted' })).toContainText(
      'Failed to delete account. Please try again.',
    );
  });

  test("account.change-password-failed: 'Failed to change password'", async ({ page }) => {
    await failsWith(page, ct.security, 'account.change-password-failed', 'Security');
    await page.getByLabel('Old Password', { exact: true }).fill(demo.password);
    await page.getByLabel('New Password', { exact: true }).fill('Harbour2025');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('Harbour2025');
    await pressAndConfirm(page, page.getByRole('button', { name: 'Reset Password' }), 'Reset Password');
    await expectBanner(page, 'error', 'Failed to change password');
  });

  test("teams.create-failed: 'Team Creation Failed' with 'Failed to create team'", async ({ page }) => {
    await failsWith(page, ct.teamManagement, 'teams.create-failed', 'Team Management');
    await page.getByRole('button', { name: 'Add New Team' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Team' });
    await dialog.getByRole('textbox', { name: 'Team Name' }).fill('Harbour Events');
    await dialog.getByRole('button', { name: 'Create Team' }).click();
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText('Team Creation Failed');
    await expect(alert).toContainText('Failed to create team');
  });

  test('teams.add-member-failed and teams.update-member-failed: said in their dialogs', async ({ page }) => {
    await failsWith(page, ct.teamManagement, 'teams.add-member-failed,teams.update-member-failed', 'Team Management');
    await page.getByRole('button', { name: 'Add Member' }).click();
    const add = page.getByRole('dialog', { name: 'Add Member' });
    await add.getByRole('textbox', { name: 'Email' }).fill('noah@causeway.test');
    await chooseRole(page, add, 'Member');
    await add.getByRole('button', { name: 'Add Member' }).click();
    await expect(add.getByRole('alert')).toHaveText('Failed to add team member');
    await add.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Edit role of Marco Rossi' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Member Role' });
    await chooseRole(page, edit, 'Admin');
    await edit.getByRole('button', { name: 'Save Role' }).click();
    await expect(edit.getByRole('alert')).toHaveText('Failed to update team member');
  });

  for (const [scenario, text] of [
    [
      'team-management.delete-member-message',
      'Members with scheduled posts cannot be removed. Reassign their posts first.',
    ],
    ['teams.delete-member-failed', 'Failed to delete team member'],
  ] as const) {
    test(`${scenario}: the toast says '${text}'`, async ({ page }) => {
      await failsWith(page, ct.teamManagement, scenario, 'Team Management');
      await pressAndConfirm(page, page.getByRole('button', { name: 'Delete Marco Rossi' }), 'Delete Member');
      await expect(page.getByText(text, { exact: true })).toBeVisible();
      await expect(rowWith(membersOf(page, 'Causeway Studio'), 'Marco Rossi')).toHaveCount(1);
    });
  }

  test("team-management.remove-page-failed: 'Failed to remove page'", async ({ page }) => {
    await failsWith(page, ct.teamManagement, 'team-management.remove-page-failed', 'Team Management');
    await pressAndConfirm(page, page.getByRole('button', { name: 'Remove Causeway Coffee Roasters' }), 'Remove Page');
    await expect(page.getByText('Failed to remove page', { exact: true })).toBeVisible();
  });

  for (const [scenario, text] of [
    ['team-management.pages-failed', 'Failed to load pages for this platform'],
    ['teams.members-failed', 'Failed to fetch team members'],
  ] as const) {
    test(`${scenario}: '${text}' once retried, with Try Again`, async ({ page }) => {
      test.setTimeout(afterQueryRetries + 30_000);
      const jumpOverRetries = await retriesToJump(page);
      await failsWith(page, ct.teamManagement, scenario, 'Team Management');
      await jumpOverRetries();
      const alert = page.getByRole('alert').filter({ hasText: text });
      await expect(alert).toBeVisible({ timeout: afterQueryRetries });
      await expect(alert.getByRole('button', { name: 'Try Again' })).toBeVisible();
    });
  }

  test("teams.none: 'No active team selected. Please select a team first.'", async ({ page }) => {
    await failsWith(page, ct.teamManagement, 'teams.none', 'Team Management');
    await expect(page.getByText('No active team selected. Please select a team first.')).toBeVisible();
  });
});
