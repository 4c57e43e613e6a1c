import { expect, test, type Page } from '@playwright/test';
import { demo } from '../mocks/src/seed/demo';
import { callsTo, recordApiRequests } from './support/api-requests';
import { expectNoAxeViolations } from './support/axe';
import { afterQueryRetries, catalogueTitle, runCatalogueCase, type CatalogueCase } from './support/catalogue';
import { paths, urlEndingIn } from './support/paths';
import { openAsDemo, resumeDemoSession } from './support/demo-session';

const bakery = { id: '104000000000002', name: 'Harbour Lights Bakery' };
const table = (page: Page) => page.getByRole('table', { name: 'Post batches' });

async function choosePage(page: Page, name: string) {
  await page.getByRole('button', { name: /Page$/ }).click();
  await page.getByRole('option', { name }).click();
}

test('fetch a page’s posts, then delete the batch: its status turns Deleted, and the count shows', async ({ page }) => {
  const received = recordApiRequests(page);
  await openAsDemo(page, paths.team.bulkDelete);
  await page.getByRole('button', { name: 'Fetch Page Data' }).click();
  await expect(page.getByText('Please select a page first')).toBeVisible();

  await choosePage(page, bakery.name);
  await expect(page).toHaveURL(urlEndingIn(`${paths.team.bulkDelete}?pageId=${bakery.id}`));
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Fetch Page Data' }).click();
  await expect(page.getByText(/^Fetched \d+ post ids from Harbour Lights Bakery\.$/)).toBeVisible();
  await expect(table(page).getByRole('row')).toHaveCount(3);
  expect(callsTo(received, 'POST', '/facebook/page/get-post-ids/')[0]?.body).toEqual({
    team_id: demo.teamId,
    page_id: bakery.id,
  });
  expect(callsTo(received, 'GET', '/facebook/page/post-batches/').map((request) => request.query)).toContainEqual({
    team_id: demo.teamId,
    page_id: bakery.id,
  });

  const fresh = table(page).getByRole('row').filter({ hasText: 'Fetched' });
  const count = Number(await fresh.getByRole('cell').nth(3).textContent());
  await fresh.getByRole('button', { name: /^Delete batch of/ }).click();
  const dialog = page.getByRole('alertdialog', { name: `Delete ${count} posts?` });
  await expect(dialog).toContainText(`This permanently deletes ${count} posts of Harbour Lights Bakery from Facebook.`);
  await dialog.getByRole('button', { name: 'Delete posts' }).click();

  await expect(page.getByText(`${count} posts deleted from Facebook.`)).toBeVisible();
  await expect(table(page).getByRole('row').filter({ hasText: 'Deleted' })).toHaveCount(1);
  expect(callsTo(received, 'POST', '/facebook/page/delete-batch/')[0]?.body).toMatchObject({
    team_id: demo.teamId,
    page_id: bakery.id,
  });
  await expectNoAxeViolations(page);
});

test('a page that already has a batch: fetching says so, with the server’s message', async ({ page }) => {
  await openAsDemo(page, `${paths.team.bulkDelete}?pageId=${demo.batchPageId}`);
  // The count's own cell: a row's dates can hold '42' too (a time of 02:42).
  await expect(table(page).getByRole('cell', { name: '42', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Fetch Page Data' }).click();
  await expect(
    page.getByText('A batch of post ids already exists for this page. Delete it before fetching again.'),
  ).toBeVisible();
});

const onCoffee = `${paths.team.bulkDelete}?pageId=${demo.batchPageId}`;

const cases: CatalogueCase[] = [
  {
    scenario: 'bulk-delete.batches-failed',
    route: onCoffee,
    expected: [{ alert: 'Failed to load post batches' }],
    timeout: afterQueryRetries,
  },
  {
    scenario: 'bulk-delete.refresh-failed',
    route: `${paths.team.bulkDelete}?pageId=${bakery.id}`,
    via: 'after fetching the page data',
    actions: (page) => page.getByRole('button', { name: 'Fetch Page Data' }).click(),
    expected: [{ text: 'Failed to refresh table data' }],
    timeout: afterQueryRetries,
  },
  {
    scenario: 'bulk-delete.delete-failed',
    route: onCoffee,
    via: 'after confirming a delete',
    actions: async (page) => {
      await page.getByRole('button', { name: 'Delete batch of 42 posts' }).click();
      await page
        .getByRole('alertdialog', { name: 'Delete 42 posts?' })
        .getByRole('button', { name: 'Delete posts' })
        .click();
    },
    expected: [{ text: 'Failed to perform bulk delete operation' }],
  },
];

for (const entry of cases) {
  test(catalogueTitle(entry), async ({ page }) => {
    await resumeDemoSession(page);
    await runCatalogueCase(page, entry);
  });
}
