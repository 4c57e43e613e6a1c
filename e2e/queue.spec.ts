import { expect, test, type Page } from '@playwright/test';
import { callsTo, recordApiRequests } from './support/api-requests';
import { expectNoAxeViolations } from './support/axe';
import { afterQueryRetries, catalogueTitle, runCatalogueCase, type CatalogueCase } from './support/catalogue';
import { demo } from '../mocks/src/seed/demo';
import { paths, urlEndingIn } from './support/paths';
import { openAsDemo, resumeDemoSession } from './support/demo-session';

const queueList = `/scheduler/posts/${demo.teamId}/`;
const table = (page: Page) => page.getByRole('table', { name: 'Scheduled posts' });
const rowWith = (page: Page, text: string) => table(page).getByRole('row').filter({ hasText: text });

test('Story + Failed: the address keeps the filter through a reload, and Back restores the one before', async ({
  page,
}) => {
  const received = recordApiRequests(page);
  await openAsDemo(page, paths.team.queues);
  await expect(rowWith(page, 'Lunchtime pour-over workshop')).toBeVisible();
  // One list, asked for once without filters: the page filters it.
  expect(callsTo(received, 'GET', queueList).map((request) => request.query)).toEqual([{}]);

  await page.getByRole('tab', { name: 'Story' }).click();
  await expect(page).toHaveURL(urlEndingIn(`${paths.team.queues}?tab=story`));
  await expect(rowWith(page, 'Latte art throwdown tonight!')).toBeVisible();
  await page.getByRole('button', { name: /Status$/ }).click();
  await page.getByRole('option', { name: 'Failed' }).click();
  await expect(page).toHaveURL(urlEndingIn(`${paths.team.queues}?tab=story&status=failed`));
  await expect(page.getByText('No scheduled posts found')).toBeVisible();
  expect(callsTo(received, 'GET', queueList)).toHaveLength(1);

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Story' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: /Status$/ })).toHaveText(/Failed/);
  await expect(page.getByText('No scheduled posts found')).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(urlEndingIn(`${paths.team.queues}?tab=story`));
  await expect(page.getByRole('button', { name: /Status$/ })).toHaveText(/Scheduled/);
  await expect(rowWith(page, 'Latte art throwdown tonight!')).toBeVisible();
});

test('deletes a scheduled post after asking: DELETE /scheduler/posts/{id}/, the row goes, the toast says so', async ({
  page,
}) => {
  const received = recordApiRequests(page);
  await openAsDemo(page, paths.team.queues);
  const row = rowWith(page, 'Lunchtime pour-over workshop');
  await row.getByRole('button', { name: 'Delete post' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete scheduled post' });
  await expect(dialog).toContainText('Are you sure you want to delete this scheduled post?');
  await dialog.getByRole('button', { name: 'Delete' }).click();

  await expect(page.getByText('Scheduled post deleted.')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(callsTo(received, 'DELETE', '/scheduler/posts/702/')).toHaveLength(1);
  // Gone for good: the server no longer has it.
  await page.reload();
  await expect(rowWith(page, 'Fresh roast Friday')).toBeVisible();
  await expect(rowWith(page, 'Lunchtime pour-over workshop')).toHaveCount(0);
});

test('edit asks first, then lands on the story form with the item', async ({ page }) => {
  await openAsDemo(page, `${paths.team.queues}?tab=story`);
  await rowWith(page, 'Behind the scenes: sourdough at dawn.').getByRole('button', { name: 'Edit story' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Edit story' });
  await expect(dialog).toContainText('Are you sure? You will be redirected to the edit page');
  await dialog.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(urlEndingIn(`${paths.team.publishStory}?edit=703`));
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Edit Story' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Story text/ })).toHaveValue('Behind the scenes: sourdough at dawn.');
});

test('on a phone the table slides inside its card; the page never scrolls sideways, and passes axe', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAsDemo(page, paths.team.queues);
  await expect(rowWith(page, 'Lunchtime pour-over workshop')).toBeVisible();
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});

const cases: CatalogueCase[] = [
  {
    scenario: 'queue.load-failed',
    route: paths.team.queues,
    expected: [{ alert: 'Failed to load posts' }],
    timeout: afterQueryRetries,
  },
  {
    scenario: 'queue.delete-failed',
    route: paths.team.queues,
    via: 'after confirming a delete',
    actions: async (page) => {
      await rowWith(page, 'Lunchtime pour-over workshop').getByRole('button', { name: 'Delete post' }).click();
      await page
        .getByRole('alertdialog', { name: 'Delete scheduled post' })
        .getByRole('button', { name: 'Delete' })
        .click();
    },
    expected: [{ text: 'Failed to delete scheduled post.' }],
  },
];

for (const entry of cases) {
  test(catalogueTitle(entry), async ({ page }) => {
    await resumeDemoSession(page);
    await runCatalogueCase(page, entry);
  });
}
