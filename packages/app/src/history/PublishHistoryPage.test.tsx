import { demo, useScenario } from '@causeway/mocks/node';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { paths } from '../routes/paths';
import { signInAsDemo } from '../test/app-state';
import { runUntil, useFakeClock } from '../test/fake-clock';
import { LocationProbe, probedLocation } from '../test/LocationProbe';
import { setUpMockApi, type ReceivedRequest } from '../test/mock-api';
import { openSignedIn } from '../test/open-signed-in';
import { TestApp } from '../test/TestApp';
import { PublishHistoryPage } from './PublishHistoryPage';

const server = await setUpMockApi();
afterEach(() => vi.useRealTimers());

const routes = (
  <Route
    path={paths.team.publishHistory}
    element={
      <>
        <PublishHistoryPage />
        <LocationProbe />
      </>
    }
  />
);

const openHistory = (path: string = paths.team.publishHistory) => openSignedIn(server, path, routes);

const rows = () =>
  within(screen.getByRole('table', { name: 'Publish history' }))
    .getAllByRole('row')
    .slice(1);
const rowWith = (text: string) => {
  const row = rows().find((each) => each.textContent?.includes(text));
  if (!row) throw new Error(`No row shows '${text}'`);
  return within(row);
};
const gets = (received: readonly ReceivedRequest[]) =>
  received.filter((request) => request.method === 'GET' && !request.path.includes('/billing/'));

it("shows the team's posts with their link on Facebook; the lists and pages are asked for once", async () => {
  const { received } = await openHistory();
  expect(gets(received).map((request) => [request.path, request.query])).toEqual(
    expect.arrayContaining([
      [`/api/facebook/team-posts/${demo.teamId}/`, {}],
      [`/api/control-tower/teams/${demo.teamId}/pages`, { platform: 'facebook' }],
    ]),
  );
  const first = rowWith('Post 1 from Causeway Coffee Roasters');
  expect(first.getByRole('link', { name: 'View on Facebook' })).toHaveAttribute(
    'href',
    'https://www.facebook.com/104000000000001/posts/5801',
  );
  expect(rowWith('Post 2 from').getByText('Enabled')).toBeInTheDocument();
  expect(rowWith('Post 6 from').getByText('Deleted')).toBeInTheDocument();
});

it("All asks for the three lists; stories read '24 hrs' without a link, reels 'Permanent'", async () => {
  const { received } = await openHistory('/team/publish-history?tab=all');
  expect(gets(received).map((request) => request.path)).toEqual(
    expect.arrayContaining([
      `/api/facebook/team-posts/${demo.teamId}/`,
      `/api/facebook/team-stories/${demo.teamId}/`,
      `/api/facebook/team-reels/${demo.teamId}/`,
    ]),
  );
  await userEvent.setup().click(screen.getByRole('tab', { name: 'Story' }));
  // The address follows once the new view is painted.
  await waitFor(() => expect(probedLocation()).toBe('/team/publish-history?tab=story'));
  for (const row of rows()) {
    expect(within(row).getByText('24 hrs')).toBeInTheDocument();
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
  }
});

it('narrows by page and status in the browser, and keeps them in the address', async () => {
  const { user, received } = await openHistory();
  await user.click(screen.getByRole('button', { name: /Page$/ }));
  await user.click(await screen.findByRole('option', { name: 'Harbour Lights Bakery' }));
  await user.click(screen.getByRole('button', { name: /Status$/ }));
  await user.click(await screen.findByRole('option', { name: 'Failed' }));

  // The address follows once the new view is painted.

  await waitFor(() => expect(probedLocation()).toBe('/team/publish-history?pageId=104000000000002&status=failed'));
  expect(rows().length).toBeGreaterThan(0);
  for (const row of rows()) {
    expect(row).toHaveTextContent('Harbour Lights Bakery');
    expect(row).toHaveTextContent('Failed');
  }
  expect(gets(received).filter((request) => request.path.includes('/team-posts/'))).toHaveLength(1);
});

it('deleting a post removes it from Facebook and shows it deleted', async () => {
  const { user, received } = await openHistory();
  await user.click(rowWith('Post 1 from').getByRole('button', { name: 'Delete post' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete post from Facebook' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete post' }));

  expect(await screen.findByText('Post deleted from Facebook.')).toBeInTheDocument();
  expect(received.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
    '/api/facebook/post/801/delete/',
  ]);
  const row = rowWith('Post 1 from');
  expect(row.getByText('Deleted')).toBeInTheDocument();
  expect(row.getByRole('button', { name: 'Delete post' })).toBeDisabled();
});

it('deleting a story takes it off the list here only, and says why', async () => {
  const { user, received } = await openHistory('/team/publish-history?tab=story');
  const story = 'Fresh out of the oven';
  await user.click(rowWith(story).getByRole('button', { name: 'Delete story' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Remove story from history' });
  expect(dialog).toHaveTextContent('Facebook does not let apps delete stories');
  await user.click(within(dialog).getByRole('button', { name: 'Remove story' }));

  expect(
    await screen.findByText('Story removed from your publish history. Facebook removes it by itself within 24 hours.'),
  ).toBeInTheDocument();
  expect(received.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
    `/api/facebook/story/${demo.storyId}/delete/`,
  ]);
  expect(screen.queryByText(story)).not.toBeInTheDocument();
});

it.each([
  ['publishing.delete-reel-failed', 'reel', 'Delete reel', 'Remove reel', 'Failed to delete reel'],
  ['publishing.delete-post-failed', 'post', 'Delete post', 'Delete post', 'Failed to delete post'],
])('%s: the failure is a toast and the item stays', async (scenario, tab, action, confirm, text) => {
  const { user } = await openHistory(`/team/publish-history?tab=${tab}`);
  useScenario(server, scenario);
  const [first] = rows();
  await user.click(within(first!).getByRole('button', { name: action }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: confirm }));
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(rows()[0]).toBe(first);
});

it("says '{platform} publish history coming soon!' for another platform, without asking the server", async () => {
  const { user, received } = await openHistory();
  const before = gets(received).length;
  await user.click(screen.getByRole('radio', { name: 'TikTok (Coming soon!)' }));
  expect(screen.getByText('TikTok publish history coming soon!')).toBeInTheDocument();
  // The address follows once the new view is painted.
  await waitFor(() => expect(probedLocation()).toBe('/team/publish-history?platform=tiktok'));
  expect(gets(received)).toHaveLength(before);
});

it.each([
  ['publishing.post-history-failed', '', 'Failed to fetch posts'],
  ['publishing.story-history-failed', '?tab=story', 'Failed to fetch stories'],
  ['publishing.reel-history-failed', '?tab=reel', 'Failed to fetch reels'],
])('%s: the list says what failed, with a retry', async (scenario, search, text) => {
  useFakeClock();
  useScenario(server, scenario);
  await signInAsDemo();
  render(<TestApp path={`${paths.team.publishHistory}${search}`} signedIn={routes} />);
  await runUntil(() => screen.queryByRole('alert') !== null);
  expect(screen.getByRole('alert')).toHaveTextContent(text);
});

it("'Failed to load pages' under the page filter when the pages cannot be had", async () => {
  useFakeClock();
  useScenario(server, 'publishing.load-pages-failed');
  await signInAsDemo();
  render(<TestApp path={paths.team.publishHistory} signedIn={routes} />);
  await runUntil(() => screen.queryByText('Failed to load pages') !== null);
  expect(screen.getByRole('button', { name: /Page$/ })).toHaveTextContent('All Pages');
});
