import { demo, useScenario } from '@causeway/mocks/node';
import { render, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { paths } from '../routes/paths';
import { toasts } from '../toasts';
import { signInAsDemo } from '../test/app-state';
import { runUntil, useFakeClock } from '../test/fake-clock';
import { LocationProbe, probedLocation, probedState } from '../test/LocationProbe';
import { setUpMockApi, type ReceivedRequest } from '../test/mock-api';
import { openSignedIn } from '../test/open-signed-in';
import { TestApp } from '../test/TestApp';
import { QueuePage } from './QueuePage';

const server = await setUpMockApi();
afterEach(() => vi.useRealTimers());

const routes = (
  <>
    <Route
      path={paths.team.queues}
      element={
        <>
          <QueuePage />
          <LocationProbe />
        </>
      }
    />
    <Route path={paths.team.publishReel} element={<LocationProbe />} />
  </>
);

const listPath = `/api/scheduler/posts/${demo.teamId}/`;
const listCalls = (received: ReceivedRequest[]) =>
  received.filter((request) => request.method === 'GET' && request.path === listPath);

/** Signed in as the demo user, on the queue once it has loaded. */
const openQueue = (path: string = paths.team.queues) => openSignedIn(server, path, routes);

const rows = () =>
  within(screen.getByRole('table', { name: 'Scheduled posts' }))
    .getAllByRole('row')
    .slice(1);
const rowWith = (text: string) => {
  const row = rows().find((each) => each.textContent?.includes(text));
  if (!row) throw new Error(`No row shows '${text}'`);
  return row;
};

it("asks once for the team's items, without filters, and shows the scheduled Facebook posts", async () => {
  const { received } = await openQueue();
  expect(listCalls(received)).toHaveLength(1);
  expect(listCalls(received)[0]?.query).toEqual({});
  expect(rows().length).toBeGreaterThan(0);
  for (const row of rows()) {
    expect(within(row).getByText('Post')).toBeInTheDocument();
    expect(within(row).getByText('Scheduled')).toBeInTheDocument();
  }
  expect(rowWith('Lunchtime pour-over workshop')).toHaveTextContent('Causeway Coffee Roasters');
});

it('narrows by tab and status in the browser, and keeps both in the address', async () => {
  const { user, received } = await openQueue();
  await user.click(screen.getByRole('tab', { name: 'Reel' }));
  await user.click(screen.getByRole('button', { name: /Status/ }));
  await user.click(await screen.findByRole('option', { name: 'Failed' }));

  // The address follows once the new view is painted.

  await waitFor(() => expect(probedLocation()).toBe('/team/queues?tab=reel&status=failed'));
  expect(rows()).toHaveLength(1);
  expect(rowWith('Roastery tour (landscape video).')).toHaveTextContent('Failed');
  expect(listCalls(received)).toHaveLength(1);
});

it('opens on the filters the address names (a reload, a shared link)', async () => {
  await openQueue('/team/queues?tab=story&status=failed');
  expect(screen.getByRole('tab', { name: 'Story' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('button', { name: /Status/ })).toHaveTextContent('Failed');
  expect(screen.getByText('No scheduled posts found')).toBeInTheDocument();
});

it('points out the item the address names, on the page that holds it', async () => {
  await openQueue('/team/queues?tab=story&highlight=709');
  const row = rows().find((each) => each.hasAttribute('data-highlighted'));
  expect(row).toHaveTextContent('Latte art throwdown tonight!');
});

it('opens on the category of an item pointed out without a tab (after an edit)', async () => {
  await openQueue('/team/queues?highlight=709');
  expect(screen.getByRole('tab', { name: 'Story' })).toHaveAttribute('aria-selected', 'true');
  const row = rows().find((each) => each.hasAttribute('data-highlighted'));
  expect(row).toHaveTextContent('Latte art throwdown tonight!');
});

it("deletes after asking: DELETE /scheduler/posts/{id}/, the row goes, a 3000 ms 'deleted' toast", async () => {
  const { user, received } = await openQueue();
  const total = () => Number(/of (\d+) items/.exec(document.body.textContent ?? '')?.[1]);
  const before = total();
  await user.click(within(rowWith('Lunchtime pour-over workshop')).getByRole('button', { name: 'Delete post' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete scheduled post' });
  expect(dialog).toHaveTextContent('Are you sure you want to delete this scheduled post?');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

  expect(await screen.findByText('Scheduled post deleted.')).toBeInTheDocument();
  expect(toasts.queue.visibleToasts[0]?.timeout).toBe(3000);
  expect(received.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
    '/api/scheduler/posts/702/',
  ]);
  expect(total()).toBe(before - 1);
  expect(screen.queryByText(/Lunchtime pour-over workshop/)).not.toBeInTheDocument();
});

it("says 'Failed to delete scheduled post.' and keeps the row when the delete fails", async () => {
  const { user } = await openQueue();
  useScenario(server, 'queue.delete-failed');
  await user.click(within(rowWith('Lunchtime pour-over workshop')).getByRole('button', { name: 'Delete post' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

  expect(await screen.findByText('Failed to delete scheduled post.')).toBeInTheDocument();
  expect(rowWith('Lunchtime pour-over workshop')).toBeInTheDocument();
});

it('edit asks first, then opens the form of the item’s category with the item', async () => {
  const { user } = await openQueue('/team/queues?tab=reel');
  await user.click(within(rowWith('Packing a 20-litre day bag')).getByRole('button', { name: 'Edit reel' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Edit reel' });
  expect(dialog).toHaveTextContent('Are you sure? You will be redirected to the edit page');
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

  await waitFor(() => expect(probedLocation()).toBe('/team/publish-reel?edit=705'));
  expect(probedState()).toMatchObject({
    item: { id: '705', category: 'reel', message: 'Packing a 20-litre day bag in 60 seconds.' },
  });
});

it("says 'Failed to load posts' once the list has failed and been retried", async () => {
  useFakeClock();
  useScenario(server, 'queue.load-failed');
  await signInAsDemo();
  render(<TestApp path={paths.team.queues} signedIn={routes} />);
  await runUntil(() => screen.queryByText('Failed to load posts') !== null);
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to load posts');
  expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
});

it("marks the posts due after the demo account's login runs out (in 3 days) with the account to reconnect", async () => {
  await openQueue();
  const warning = 'Fails unless Demo User is reconnected first';
  await waitFor(() => expect(rows().some((row) => row.textContent?.includes(warning))).toBe(true), { timeout: 5000 });
  // Posts due before the login runs out still go out: they are not marked.
  expect(rows().some((row) => !row.textContent?.includes(warning))).toBe(true);
});
