import { expect, test } from '@playwright/test';
import { demoAccount } from './support/demo-data';
import { resumeDemoSession } from './support/demo-session';
import { holdCode } from './support/held-code';
import { tabTo } from './support/keyboard';
import { paths, urlEndingIn } from './support/paths';
import { publishForm } from './support/publish-form';
import { expectFocusOnHome, expectSignedInHome, submitLogin } from './support/sign-in';
import { pageSkeleton, shellSkeleton } from './support/skeletons';

// On a slow line the code of the page about to show comes late: the frame's skeleton shows
// meanwhile, never an empty page, and focus still goes to the new page's heading once it comes
// (unless the person has moved it themselves). Here the files are held back until the test has
// seen the state it checks, then let through.

/** Longer than a person waits without doing anything: the heading still takes focus when it comes. */
const lateMs = 4_000;

test('signing in while the signed-in code is slow, focus goes to the page heading when it comes', async ({ page }) => {
  await page.goto(paths.login);
  const code = await holdCode(page, ['ShellLayout', 'PublishPage'], { releaseAfterMs: lateMs });
  await submitLogin(page, demoAccount);
  await code.asked;
  await expect(page).toHaveURL(urlEndingIn(paths.home));
  // Meanwhile the shell's skeleton, not an empty page.
  await expect(shellSkeleton(page).frame).toBeVisible();

  await expectSignedInHome(page, demoAccount.name);
  await expectFocusOnHome(page);
});

test('signing in while the page’s code is slow, focus the person moves meanwhile stays where they put it', async ({
  page,
}) => {
  await page.goto(paths.login);
  const code = await holdCode(page, ['PublishPage']);
  await submitLogin(page, demoAccount);
  await code.asked;
  await expect(page).toHaveURL(urlEndingIn(paths.home));
  // The shell is there and its page still loading: the person tabs to the skip link.
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: `Account menu for ${demoAccount.name}` })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Loading page' })).toBeAttached();
  const skipLink = page.getByRole('link', { name: 'Skip to content' });
  await tabTo(page, skipLink);

  code.release();
  const heading = page.getByRole('main').getByRole('heading', { level: 1, name: 'Publish Post' });
  await expect(heading).toBeVisible();
  // The page has drawn its form too: whatever it does on arrival is done.
  await expect(publishForm(page).pages).toBeVisible();
  await expect(skipLink).toBeFocused();
  await expect(heading).not.toBeFocused();
});

test('/pricing with its code slow shows the page skeleton, then the page', async ({ page }) => {
  const code = await holdCode(page, ['PublicShell', 'PricingPage']);
  await page.goto(paths.pricing);
  await code.asked;
  const skeleton = pageSkeleton(page);
  await expect(skeleton.status).toBeAttached();
  // Seen, not only announced: its blocks have faded in.
  await expect(skeleton.blocks).toBeVisible();
  await expect(skeleton.blocks).toHaveCSS('opacity', '1');
  const heading = page.getByRole('heading', { level: 1, name: 'Plans for every team' });
  await expect(heading).toHaveCount(0);

  code.release();
  await expect(heading).toBeVisible();
  await expect(skeleton.status).toHaveCount(0);
});

test('a signed-in address with its frame’s code slow shows the shell skeleton, then the page', async ({ page }) => {
  await resumeDemoSession(page);
  // The session guard's code and the shell's: the skeleton stands in for both.
  const code = await holdCode(page, ['signed-in', 'ShellLayout']);
  await page.goto(paths.team.queues);
  await code.asked;
  const skeleton = shellSkeleton(page);
  await expect(skeleton.frame).toBeVisible();
  // Seen, not only announced: the header's placeholder has faded in.
  await expect(skeleton.headerLine).toBeVisible();
  await expect(skeleton.headerRow).toHaveCSS('opacity', '1');
  const heading = page.getByRole('main').getByRole('heading', { level: 1, name: 'Queue' });
  await expect(heading).toHaveCount(0);

  code.release();
  await expect(heading).toBeVisible();
  await expect(skeleton.frame).toHaveCount(0);
});
