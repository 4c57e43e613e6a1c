import { expect, test, type Page } from '@playwright/test';
import { demo } from '../mocks/src/seed/demo';
import { callsTo, recordApiRequests } from './support/api-requests';
import { expectNoAxeViolations } from './support/axe';
import { afterQueryRetries, catalogueTitle, runCatalogueCase, type CatalogueCase } from './support/catalogue';
import { paths, urlEndingIn } from './support/paths';
import { openAsDemo, resumeDemoSession } from './support/demo-session';

const table = (page: Page) => page.getByRole('table', { name: 'Publish history' });
const rowWith = (page: Page, text: string) => table(page).getByRole('row').filter({ hasText: text });

test('posts: the link on Facebook opens a new tab; deleting one removes it from Facebook and shows it deleted', async ({
  page,
}) => {
  const received = recordApiRequests(page);
  await openAsDemo(page, paths.team.publishHistory);
  const post = rowWith(page, 'Post 1 from Causeway Coffee Roasters');
  const link = post.getByRole('link', { name: 'View on Facebook' });
  await expect(link).toHaveAttribute('href', 'https://www.facebook.com/104000000000001/posts/5801');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('button', { name: /Page$/ })).toHaveText(/All Pages/);
  expect(callsTo(received, 'GET', `/facebook/team-posts/${demo.teamId}/`).map((request) => request.query)).toEqual([
    {},
  ]);
  expect(callsTo(received, 'GET', `/control-tower/teams/${demo.teamId}/pages`)[0]?.query).toEqual({
    platform: 'facebook',
  });

  await post.getByRole('button', { name: 'Delete post' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete post from Facebook' });
  await expect(dialog).toContainText('This deletes the post from your Facebook page.');
  await dialog.getByRole('button', { name: 'Delete post' }).click();

  await expect(page.getByText('Post deleted from Facebook.')).toBeVisible();
  await expect(post).toContainText('Deleted');
  await expect(post.getByRole('button', { name: 'Delete post' })).toBeDisabled();
  expect(callsTo(received, 'DELETE', `/facebook/post/${demo.postId}/delete/`)).toHaveLength(1);
  await page.reload();
  await expect(rowWith(page, 'Post 1 from Causeway Coffee Roasters')).toContainText('Deleted');
});

test('a story is removed from the history only, and the person is told why; reels stay permanent', async ({ page }) => {
  const received = recordApiRequests(page);
  await openAsDemo(page, `${paths.team.publishHistory}?tab=story`);
  const story = rowWith(page, 'Fresh out of the oven');
  await expect(story).toContainText('24 hrs');
  await expect(story.getByRole('link')).toHaveCount(0);
  await story.getByRole('button', { name: 'Delete story' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove story from history' });
  await expect(dialog).toContainText('Facebook does not let apps delete stories');
  await dialog.getByRole('button', { name: 'Remove story' }).click();

  await expect(
    page.getByText('Story removed from your publish history. Facebook removes it by itself within 24 hours.'),
  ).toBeVisible();
  await expect(story).toHaveCount(0);
  expect(callsTo(received, 'DELETE', `/facebook/story/${demo.storyId}/delete/`)).toHaveLength(1);

  await page.getByRole('tab', { name: 'Reel' }).click();
  await expect(page).toHaveURL(urlEndingIn(`${paths.team.publishHistory}?tab=reel`));
  await expect(rowWith(page, 'Trail running in the fog')).toContainText('Permanent');
});

test('another platform says its history is coming soon, and the filters live in the address', async ({ page }) => {
  await openAsDemo(page, paths.team.publishHistory);
  await page.getByRole('button', { name: /Status$/ }).click();
  await page.getByRole('option', { name: 'Failed' }).click();
  await expect(page).toHaveURL(urlEndingIn(`${paths.team.publishHistory}?status=failed`));
  await page.getByRole('radio', { name: 'Instagram (Coming soon!)' }).click();
  await expect(page.getByText('Instagram publish history coming soon!')).toBeVisible();
  // The address follows the choice once it is painted; Back before that would leave the Failed view.
  await expect(page).toHaveURL(urlEndingIn(`${paths.team.publishHistory}?platform=instagram&status=failed`));
  await page.goBack();
  await expect(page.getByRole('radio', { name: 'Facebook' })).toBeChecked();
  await expect(page.getByRole('button', { name: /Status$/ })).toHaveText(/Failed/);
  await expectNoAxeViolations(page);
});

const cases: CatalogueCase[] = [
  {
    scenario: 'publishing.post-history-failed',
    route: paths.team.publishHistory,
    expected: [{ alert: 'Failed to fetch posts' }],
    timeout: afterQueryRetries,
  },
  {
    scenario: 'publishing.delete-story-failed',
    route: `${paths.team.publishHistory}?tab=story`,
    via: 'after confirming a delete',
    actions: async (page) => {
      await rowWith(page, 'Fresh out of the oven').getByRole('button', { name: 'Delete story' }).click();
      await page
        .getByRole('alertdialog', { name: 'Remove story from history' })
        .getByRole('button', { name: 'Remove story' })
        .click();
    },
    expected: [{ text: 'Failed to delete story' }],
  },
];

for (const entry of cases) {
  test(catalogueTitle(entry), async ({ page }) => {
    await resumeDemoSession(page);
    await runCatalogueCase(page, entry);
  });
}
