import { expect, test, type Page } from '@playwright/test';
import { blogPosts, demoAccount } from './support/demo-data';
import { blogPostPath, paths, urlEndingIn, visitInApp } from './support/paths';
import { expectNothingRefused, watchPolicy } from './support/policy-watch';
import { photo, publishForm } from './support/publish-form';
import { expectSignedInHome, submitLogin } from './support/sign-in';
import { visitShown } from './support/visit-shown';

// The real-mode build served by nginx with its production configuration (deploy/nginx.mjs), its
// Content-Security-Policy and Trusted Types enforced, against the Node mock server: every route
// is walked, and any refusal fails the journey.

/** Loads `path` from the server: the page's own file (its inline script's hash) under the policy. */
async function load(page: Page, path: string) {
  const reply = await page.goto(path);
  expect(reply?.headers()['content-security-policy']).toContain("require-trusted-types-for 'script'");
}

test('every public page, loaded from its own file or drawn by the app, runs under the policy', async ({ page }) => {
  const problems = await watchPolicy(page);
  // Each file painted from HTML, with its own boot script.
  await load(page, paths.landing);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Resources' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  for (const [path, heading] of [
    [paths.help, /help/i],
    [paths.pricing, /pricing|plans/i],
    [paths.faq, /frequently|faq/i],
    [paths.privacyPolicy, /privacy/i],
    [paths.termsOfService, /terms/i],
    [paths.register, /sign up|create/i],
    [paths.login, /log ?in|welcome/i],
  ] as const) {
    await load(page, path);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
  }
  // Drawn by the app (the landing page's file answers their addresses).
  await load(page, paths.blog);
  await expect(page.getByRole('link', { name: new RegExp(blogPosts.plain.title) })).toBeVisible();
  // A post's body: DOMPurify's markup goes in as TrustedHTML.
  await page.getByRole('link', { name: new RegExp(blogPosts.plain.title) }).click();
  await expect(page).toHaveURL(urlEndingIn(blogPostPath(blogPosts.plain.slug)));
  await expect(page.getByText('Consistency beats volume.')).toBeVisible();
  const landingTitle = 'Every page your team posts to, in one calm place';
  for (const [path, heading] of [
    [paths.index, landingTitle],
    [paths.signUp, 'Create an account'],
    [paths.forgotPassword, 'Forgot Password?'],
    ['/password-reset/MQ/not-a-token', 'Reset Password'],
    ['/verify-email/Mg/not-a-token', 'Verification failed'],
    // This build names no Google client id: nothing is loaded, and the page says so.
    [paths.googleSignIn, 'Google sign-in did not finish'],
    [paths.facebookSignUp, 'Sign up with Facebook'],
    [paths.linkedInSignUp, 'Sign up with LinkedIn'],
    ['/no-such-page', landingTitle],
  ] as const) {
    await visitInApp(page, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await expectNothingRefused(page, problems);
});

/** Signs in through the login page's own file, as a visitor does. */
async function signIn(page: Page) {
  await load(page, paths.login);
  await submitLogin(page, demoAccount);
  await expectSignedInHome(page, demoAccount.name);
}

/** Goes to a signed-in route inside the app and waits for its page's own heading. */
async function visit(page: Page, path: string, heading: string) {
  await visitInApp(page, path);
  await expect(page.getByRole('main').getByRole('heading', { name: heading, exact: true })).toBeVisible();
}

/** Opens the dialog `name` with `button`, then closes it with its Cancel button. */
async function openAndCancel(page: Page, button: ReturnType<Page['getByRole']>, name: string) {
  await button.click();
  const dialog = page.getByRole('alertdialog', { name }).or(page.getByRole('dialog', { name }));
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
}

const video = { name: 'counter.mp4', mimeType: 'video/mp4', buffer: Buffer.from('not really a video') };

test('the publish forms with media, the queue, history, bulk delete and calendar run under the policy', async ({
  page,
}) => {
  const problems = await watchPolicy(page);
  await signIn(page);
  // A post with a photo, its preview drawn from the file, sent and reported.
  await publishForm(page).pages.click();
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /Causeway Coffee Roasters/ })
    .click();
  await page.keyboard.press('Escape');
  await publishForm(page).text('Post text').fill('Shown under the policy');
  await publishForm(page).media.setInputFiles(photo);
  await expect(page.getByRole('img', { name: `Image: ${photo.name}` })).toBeVisible();
  await page.getByRole('button', { name: 'Publish Now', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Publish Now', exact: true }).click();
  await expect(page.getByText('Post published successfully!')).toBeVisible();

  await visitShown(page, paths.team.publishStory);
  await publishForm(page).media.setInputFiles(photo);
  await expect(page.getByRole('img', { name: `Image: ${photo.name}` })).toBeVisible();
  await visitShown(page, paths.team.publishReel);
  await publishForm(page).media.setInputFiles(video);
  await expect(page.getByRole('button', { name: 'Remove video' })).toBeVisible();

  for (const [path, heading] of [
    [paths.team.publish, 'Publish Post'],
    [paths.team.drafts, 'Drafts'],
    [paths.team.analytics, 'Analytics'],
    [paths.team.bulkDelete, 'Bulk Delete'],
  ] as const)
    await visit(page, path, heading);
  await visit(page, paths.team.queues, 'Queue');
  await openAndCancel(page, page.getByRole('button', { name: 'Delete post' }).first(), 'Delete scheduled post');
  await visit(page, paths.team.publishHistory, 'Publish History');
  await openAndCancel(page, page.getByRole('button', { name: 'Delete post' }).first(), 'Delete post from Facebook');
  await visit(page, paths.team.calendar, 'Calendar');
  await expect(page.getByRole('grid')).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: false }).first().click();
  await expectNothingRefused(page, problems);
});

test('the settings tabs, their dialogs, the team and account menus and leaving run under the policy', async ({
  page,
}) => {
  const problems = await watchPolicy(page);
  await signIn(page);
  const tower = paths.controlTower;
  for (const [path, heading] of [
    [tower.personal, 'Personal'],
    [tower.security, 'Security'],
    [tower.plan, 'Purchase Plan'],
    [tower.billing, 'Billing'],
    [tower.pricing, 'Purchase Plan'],
    [tower.notification, 'Notification'],
  ] as const)
    await visit(page, path, heading);
  await visit(page, tower.teamManagement, 'Team Management');
  await openAndCancel(page, page.getByRole('button', { name: 'Add Member' }), 'Add Member');
  await visit(page, tower.manageSocialAccount, 'Manage Social Account');
  await expect(page.getByRole('table', { name: 'Linked social accounts' })).toBeVisible();
  // This build names no Facebook app: nothing is loaded, and the page says so.
  await expect(page.getByRole('region', { name: 'Add Social Account' }).getByRole('alert')).toHaveText(
    'Failed to load Facebook SDK. Please refresh the page.',
  );
  // Back from the payment page: both lead to the billing tab.
  for (const path of [paths.billingSuccess, paths.billingCancel]) {
    await visitInApp(page, tower.personal);
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page).toHaveURL(urlEndingIn(tower.billing));
  }
  await page.getByRole('button', { name: /^Team: / }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: `Account menu for ${demoAccount.name}` }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(urlEndingIn(paths.landing));
  await expectNothingRefused(page, problems);
});
