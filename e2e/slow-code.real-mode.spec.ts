import { expect, test } from '@playwright/test';
import { demoAccount } from './support/demo-data';
import { holdCode } from './support/held-code';
import { paths, urlEndingIn } from './support/paths';
import { expectFocusOnHome, expectSignedInHome, submitLogin } from './support/sign-in';
import { pageSkeleton, shellSkeleton } from './support/skeletons';

// The real-mode build on a slow line: the code of the page about to show comes late, and the
// frame's skeleton shows meanwhile, never an empty page; focus still goes to the new page's heading
// once it comes. The files are held back until the test has seen the state it checks.

/** Longer than a person waits without doing anything: the heading still takes focus when it comes. */
const lateMs = 4_000;
const landingTitle = 'Every page your team posts to, in one calm place';

test('in real mode signing in while the signed-in code is slow, focus goes to the page heading when it comes', async ({
  page,
}) => {
  await page.goto(paths.login);
  const code = await holdCode(page, ['ShellLayout', 'PublishPage'], { releaseAfterMs: lateMs });
  await submitLogin(page, demoAccount);
  await code.asked;
  await expect(page).toHaveURL(urlEndingIn(paths.home));
  await expect(shellSkeleton(page).frame).toBeVisible();

  await expectSignedInHome(page, demoAccount.name);
  await expectFocusOnHome(page);
});

test('in real mode /blog with its code slow shows the page skeleton, not the landing page or an empty one', async ({
  page,
}) => {
  // The blog is not made at build time: it is served the landing page's file, whose made page is hidden.
  const code = await holdCode(page, ['PublicShell', 'BlogListPage']);
  await page.goto(paths.blog, { waitUntil: 'domcontentloaded' });
  await code.asked;
  const skeleton = pageSkeleton(page);
  await expect(skeleton.status).toBeAttached();
  // Seen, not only announced: its blocks have faded in.
  await expect(skeleton.blocks).toBeVisible();
  await expect(skeleton.blocks).toHaveCSS('opacity', '1');
  await expect(page.getByRole('heading', { name: landingTitle })).toBeHidden();
  const heading = page.getByRole('heading', { level: 1, name: 'Blog' });
  await expect(heading).toHaveCount(0);

  code.release();
  await expect(heading).toBeVisible();
  await expect(skeleton.status).toHaveCount(0);
});

test('in real mode a signed-in address with its frame’s code slow shows the shell skeleton, then the page', async ({
  page,
}) => {
  await page.goto(paths.login);
  await submitLogin(page, demoAccount);
  await expectSignedInHome(page, demoAccount.name);

  // The address loaded afresh, its frame's code asked for again (routing turns the cache off).
  const code = await holdCode(page, ['signed-in', 'ShellLayout']);
  await page.goto(paths.team.queues, { waitUntil: 'domcontentloaded' });
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
