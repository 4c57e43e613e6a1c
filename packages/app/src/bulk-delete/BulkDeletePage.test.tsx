import { demo, useScenario } from '@causeway/mocks/node';
import { render, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { paths } from '../routes/paths';
import { toasts } from '../toasts';
import { signInAsDemo } from '../test/app-state';
import { runUntil, useFakeClock } from '../test/fake-clock';
import { LocationProbe, probedLocation } from '../test/LocationProbe';
import { setUpMockApi } from '../test/mock-api';
import { openSignedIn } from '../test/open-signed-in';
import { TestApp } from '../test/TestApp';
import { BulkDeletePage } from './BulkDeletePage';

const server = await setUpMockApi();
afterEach(() => vi.useRealTimers());

const routes = (
  <Route
    path={paths.team.bulkDelete}
    element={
      <>
        <BulkDeletePage />
        <LocationProbe />
      </>
    }
  />
);

const coffee = demo.batchPageId;
const bakery = '104000000000002';

const openBulkDelete = (path: string = paths.team.bulkDelete) => openSignedIn(server, path, routes);

const rows = () =>
  within(screen.getByRole('table', { name: 'Post batches' }))
    .getAllByRole('row')
    .slice(1);
/** The row of the batch holding `total` posts (the server lists the newest batch first). */
const batchOf = (total: number) => {
  const row = rows().find((each) => within(each).queryByRole('button', { name: `Delete batch of ${total} posts` }));
  if (!row) throw new Error(`No batch of ${total} posts`);
  return within(row);
};
const fetchButton = () => screen.getByRole('button', { name: 'Fetch Page Data' });

it("asks for the chosen page's batches with the team and the page, and hides those of 0 ids", async () => {
  const { user, received } = await openBulkDelete();
  expect(screen.getByText('Choose a page to see its post batches')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /Page$/ }));
  await user.click(await screen.findByRole('option', { name: 'Harbour Lights Bakery' }));

  // The address follows once the new view is painted.

  await waitFor(() => expect(probedLocation()).toBe(`/team/bulk-delete?pageId=${bakery}`));
  await waitFor(() => expect(rows()).toHaveLength(1));
  expect(rows()[0]).toHaveTextContent('Failed');
  const asked = received.filter((request) => request.path === '/api/facebook/page/post-batches/');
  expect(asked.map((request) => request.query)).toEqual([{ team_id: demo.teamId, page_id: bakery }]);
});

it("'Please select a page first' when fetching without a page; nothing is sent", async () => {
  const { user, received } = await openBulkDelete();
  await user.click(fetchButton());
  expect(screen.getByText('Please select a page first')).toBeInTheDocument();
  expect(received.filter((request) => request.method === 'POST')).toEqual([]);
});

it('fetching a page that already has a batch says so with the server’s message', async () => {
  const { user, received } = await openBulkDelete(`/team/bulk-delete?pageId=${coffee}`);
  await user.click(fetchButton());
  expect(
    await screen.findByText('A batch of post ids already exists for this page. Delete it before fetching again.'),
  ).toBeInTheDocument();
  expect(received.find((request) => request.method === 'POST')?.body).toEqual({
    team_id: demo.teamId,
    page_id: coffee,
  });
});

it('fetching a page makes a new batch, and the table shows it', async () => {
  const { user } = await openBulkDelete(`/team/bulk-delete?pageId=${bakery}`);
  expect(rows()).toHaveLength(1);
  await user.click(fetchButton());
  expect(await screen.findByText(/^Fetched \d+ post ids from Harbour Lights Bakery\.$/)).toBeInTheDocument();
  await waitFor(() => expect(rows()).toHaveLength(2));
  expect(rows()[0]).toHaveTextContent('Fetched');
});

it('deletes a batch after saying how many posts go: its status turns Deleted, the count in a 5000 ms toast', async () => {
  const { user, received } = await openBulkDelete(`/team/bulk-delete?pageId=${coffee}`);
  await user.click(screen.getByRole('button', { name: 'Delete batch of 42 posts' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete 42 posts?' });
  expect(dialog).toHaveTextContent('This permanently deletes 42 posts of Causeway Coffee Roasters from Facebook.');
  await user.click(within(dialog).getByRole('button', { name: 'Delete posts' }));

  expect(await screen.findByText('42 posts deleted from Facebook.')).toBeInTheDocument();
  expect(toasts.queue.visibleToasts[0]?.timeout).toBe(5000);
  expect(received.find((request) => request.path === '/api/facebook/page/delete-batch/')?.body).toEqual({
    team_id: demo.teamId,
    page_id: coffee,
    batch_id: demo.batchId,
  });
  await waitFor(() => expect(batchOf(42).getByText('Deleted')).toBeInTheDocument());
  expect(batchOf(42).getByRole('button', { name: 'Delete batch of 42 posts' })).toBeDisabled();
});

it("'Failed to perform bulk delete operation' when the delete fails", async () => {
  const { user } = await openBulkDelete(`/team/bulk-delete?pageId=${coffee}`);
  useScenario(server, 'bulk-delete.delete-failed');
  await user.click(screen.getByRole('button', { name: 'Delete batch of 42 posts' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete posts' }));
  expect(await screen.findByText('Failed to perform bulk delete operation')).toBeInTheDocument();
  expect(batchOf(42).getByText('Fetched')).toBeInTheDocument();
});

it("'Failed to load post batches' when the page's batches cannot be had", async () => {
  useFakeClock();
  useScenario(server, 'bulk-delete.batches-failed');
  await signInAsDemo();
  render(<TestApp path={`/team/bulk-delete?pageId=${coffee}`} signedIn={routes} />);
  await runUntil(() => screen.queryByRole('alert') !== null);
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to load post batches');
});

it("'Failed to refresh table data' when the table cannot be asked for again; it keeps what it showed", async () => {
  await openBulkDelete(`/team/bulk-delete?pageId=${bakery}`);
  useScenario(server, 'bulk-delete.refresh-failed');
  useFakeClock();
  fetchButton().click();
  await runUntil(() => screen.queryByText('Failed to refresh table data') !== null);
  expect(rows()).toHaveLength(1);
});
