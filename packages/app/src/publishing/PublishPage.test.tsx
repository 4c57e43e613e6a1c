import { demo, useScenario } from '@causeway/mocks/node';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { apiPaths, type ApiPath } from '@causeway/api-client/paths';
import { route } from '@causeway/mocks/handlers';
import { http, HttpResponse } from 'msw';
import { Route, useLocation } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { api } from '../api';
import { queryClient } from '../query-client';
import { paths } from '../routes/paths';
import { saveActiveTeamAtom } from '../session/active-team-atoms';
import { accountQueries } from '../session/queries';
import { socialMessages } from '../social-accounts/messages';
import { socialQueries } from '../social-accounts/queries';
import { store } from '../store';
import { teamsQueries } from '../teams/queries';
import { signInAsDemo } from '../test/app-state';
import { runUntil, useFakeClock } from '../test/fake-clock';
import { recordRequests, setUpMockApi } from '../test/mock-api';
import { TestApp } from '../test/TestApp';
import { PublishPostPage, PublishReelPage, PublishStoryPage } from './PublishPage';
import { teamPagesKeys } from '../teams/team-pages';

const server = await setUpMockApi();
afterEach(() => vi.useRealTimers());

/** Where an update leads: the queue, with the item to highlight in the address. */
function QueueStandIn() {
  const { search } = useLocation();
  return <h1>Queue {search}</h1>;
}

const publishRoutes = (
  <>
    <Route path={paths.team.publish} element={<PublishPostPage />} />
    <Route path={paths.team.publishStory} element={<PublishStoryPage />} />
    <Route path={paths.team.publishReel} element={<PublishReelPage />} />
    <Route path={paths.team.queues} element={<QueueStandIn />} />
  </>
);

/** Signed in as the demo user, on a publish form once its pages are there. */
async function openForm(path: string = paths.team.publish) {
  await signInAsDemo();
  const user = userEvent.setup();
  const view = render(<TestApp path={path} signedIn={publishRoutes} />);
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  await screen.findByRole('form');
  return { user, view };
}

async function choosePages(user: ReturnType<typeof userEvent.setup>, names: string[]) {
  await user.click(screen.getByRole('button', { name: /Pages/ }));
  const list = await screen.findByRole('listbox');
  for (const name of names) await user.click(within(list).getByRole('option', { name: new RegExp(name) }));
  await user.keyboard('{Escape}');
}

/** Picks the schedule option, then types a date (ddmmyyyy) and a time (HHMM) into their segments. */
async function schedule(user: ReturnType<typeof userEvent.setup>, option: string, date: string, time: string) {
  await user.click(screen.getByRole('button', { name: /When/ }));
  await user.click(await screen.findByRole('option', { name: option }));
  // The date and time fields' code loads when scheduling is first chosen.
  await user.click(within((await screen.findAllByRole('group', { name: 'Date' }))[0]!).getAllByRole('spinbutton')[0]!);
  await user.keyboard(date);
  await user.click(within(screen.getAllByRole('group', { name: 'Time' })[0]!).getAllByRole('spinbutton')[0]!);
  await user.keyboard(time);
}

async function confirm(user: ReturnType<typeof userEvent.setup>, button: string) {
  const dialog = await screen.findByRole('alertdialog');
  await user.click(within(dialog).getByRole('button', { name: button }));
}

/** A multipart body as the server reads it. */
async function formFields(request: Request) {
  const form = await request.formData();
  return Object.fromEntries(
    [...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : value.name]),
  );
}

// Files go up in the end-to-end journeys (a real browser): jsdom's files cannot travel through
// Node's fetch.
it('publishes a post now to two pages: one multipart call, then the success toast', async () => {
  const sent: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/facebook/unified-post/')) sent.push(request.clone());
  });
  const { user } = await openForm();
  const pageNames = ['Causeway Coffee Roasters', 'Harbour Lights Bakery'];
  await choosePages(user, pageNames);
  await user.type(screen.getByRole('textbox', { name: 'Post text' }), 'Fresh sourdough at 7.');
  await user.click(screen.getByRole('checkbox', { name: /Auto-delete after 30 days/ }));
  await user.click(screen.getByRole('button', { name: 'Publish Now' }));
  await confirm(user, 'Publish Now');

  expect(await screen.findByText('Post published successfully!')).toBeInTheDocument();
  expect(sent).toHaveLength(1);
  const fields = await formFields(sent[0]!);
  expect(fields).toMatchObject({
    post_type: 'text',
    message: 'Fresh sourdough at 7.',
    team: demo.teamId,
    is_auto_delete: 'true',
  });
  expect(JSON.parse(String(fields.page_ids))).toHaveLength(2);
  // Sent: the form is empty again, ready for the next one.
  expect(screen.getByRole('textbox', { name: 'Post text' })).toHaveValue('');
});

it('schedules a post as the ISO instant of the local date and time, with the page’s account', async () => {
  const { user } = await openForm();
  const received = recordRequests(server);
  await choosePages(user, ['Causeway Coffee Roasters']);
  await user.type(screen.getByRole('textbox', { name: 'Post text' }), 'Weekend opening hours');
  await schedule(user, 'Schedule Post', '15122099', '0930');
  await user.click(screen.getByRole('button', { name: 'Schedule Post' }));
  await confirm(user, 'Schedule Post');

  expect(
    await screen.findByText(/Post scheduled for Tuesday 15 December 2099 at 09:30\. You can see it in the Queue tab\./),
  ).toBeInTheDocument();
  const call = received.find((request) => request.method === 'POST' && request.path.endsWith('/scheduler/posts/'));
  expect(call?.body).toMatchObject({
    platform: 'facebook',
    category: 'post',
    message: 'Weekend opening hours',
    scheduled_time: new Date(2099, 11, 15, 9, 30).toISOString(),
    frequency: 'once',
    team: demo.teamId,
    is_auto_delete: false,
  });
  expect(call?.body).toHaveProperty('platform_account_id', expect.any(String));
});

it('checks the rules before sending anything', async () => {
  const { user } = await openForm(paths.team.publishStory);
  const received = recordRequests(server);
  await user.click(screen.getByRole('button', { name: 'Publish Now' }));
  expect(await screen.findByText('Please select at least one page to publish the story.')).toBeInTheDocument();
  expect(
    screen.getByText(
      'Facebook stories require media content. Please upload a photo (.jpeg, .bmp, .png, .gif, .tiff) or video (.mp4).',
    ),
  ).toBeInTheDocument();
  expect(received.filter((request) => request.method !== 'GET')).toEqual([]);
});

it.each([
  [
    'publishing.publish-post-failed',
    'Failed to publish post: Facebook is temporarily unavailable. Please try again later.',
  ],
  ['publishing.publish-post-no-reason', 'Failed to publish post: Failed to publish post'],
])('%s: the failure is a toast and what was typed stays', async (scenario, text) => {
  const { user } = await openForm();
  useScenario(server, scenario);
  await choosePages(user, ['Causeway Coffee Roasters']);
  await user.type(screen.getByRole('textbox', { name: 'Post text' }), 'Still here after the failure');
  await user.click(screen.getByRole('button', { name: 'Publish Now' }));
  await confirm(user, 'Publish Now');
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Post text' })).toHaveValue('Still here after the failure');
});

it('lists each page’s outcome when one fails, and retries only the failed one', async () => {
  const { user } = await openForm();
  useScenario(server, 'publishing.result-error');
  await choosePages(user, ['Causeway Coffee Roasters']);
  await user.type(screen.getByRole('textbox', { name: 'Post text' }), 'Hello');
  await user.click(screen.getByRole('button', { name: 'Publish Now' }));
  await confirm(user, 'Publish Now');
  expect(
    await screen.findByText('Failed to publish post: (#200) The page has restricted who can post.'),
  ).toBeInTheDocument();
  const outcome = screen.getByRole('region', { name: /Published to 0 of 1 pages/ });
  expect(outcome).toHaveTextContent('(#200) The page has restricted who can post.');

  server.resetHandlers();
  await user.click(within(outcome).getByRole('button', { name: 'Retry failed pages' }));
  expect(await screen.findByText('Post published successfully!')).toBeInTheDocument();
});

it('a team without a plan is told so, with the way to a plan', async () => {
  const { user } = await openForm();
  act(() => store.set(saveActiveTeamAtom, { id: demo.noPlanTeamId, name: 'Northwind Outreach' }));
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  await choosePages(user, ['Northwind Community Garden']);
  await user.type(screen.getByRole('textbox', { name: 'Post text' }), 'Volunteers wanted');
  await user.click(screen.getByRole('button', { name: 'Publish Now' }));
  await confirm(user, 'Publish Now');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('An active subscription is required to publish. Subscribe to a plan first.');
  expect(within(alert).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', paths.controlTower.plan);
});

it('keeps the unsent form on this device: it comes back when the form opens again', async () => {
  const { user, view } = await openForm();
  await choosePages(user, ['Causeway Coffee Roasters']);
  await user.type(screen.getByRole('textbox', { name: 'Post text' }), 'Half-written announcement');
  view.unmount();

  render(<TestApp path={paths.team.publish} signedIn={publishRoutes} />);
  expect(await screen.findByRole('textbox', { name: 'Post text' })).toHaveValue('Half-written announcement');
  expect(screen.getByText('Your unsent work is back, as you left it on this device.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Pages/ })).toHaveTextContent('Causeway Coffee Roasters');
});

/**
 * Holds the server's answer to GET `path` back until the returned function lets it through (then the
 * mock API's own handler answers).
 */
function holdBack(path: ApiPath): () => void {
  let letThrough = () => {};
  const held = new Promise<void>((resolve) => (letThrough = resolve));
  server.use(http.get(route(path), async () => void (await held)));
  return letThrough;
}

/** Types into the form once it is offered, and sees the text stay through whatever loads after. */
async function typeOnceOffered(text: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Post text' }), text);
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  expect(screen.getByRole('textbox', { name: 'Post text' })).toHaveValue(text);
}

/**
 * Opens the page as after a reload, the account's details asked for again and held back, and waits
 * for 'Loading the form'. Returns what lets the details through.
 */
async function openWhileDetailsLoad(): Promise<() => void> {
  await signInAsDemo();
  queryClient.removeQueries({ queryKey: accountQueries.details().queryKey });
  const letThrough = holdBack(apiPaths.users.user);
  render(<TestApp path={paths.team.publish} signedIn={publishRoutes} />);
  expect(await screen.findByText('Loading the form')).toBeInTheDocument();
  return letThrough;
}

it('offers the form only once it knows whose draft it is, so nothing typed is emptied', async () => {
  const letThrough = await openWhileDetailsLoad();
  expect(screen.queryByRole('textbox', { name: 'Post text' })).not.toBeInTheDocument();

  letThrough();
  await typeOnceOffered('Typed once the form is there');
});

it('shows the page heading while the form loads, and keeps it (and focus on it) when the form comes', async () => {
  const letThrough = await openWhileDetailsLoad();
  const heading = screen.getByRole('heading', { level: 1, name: 'Publish Post' });
  act(() => {
    heading.setAttribute('tabindex', '-1');
    heading.focus();
  });

  letThrough();
  expect(await screen.findByRole('textbox', { name: 'Post text' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Publish Post' })).toBe(heading);
  expect(heading).toHaveFocus();
});

it('waits for the team before offering the form: no false "no team" warning, nothing typed emptied', async () => {
  await signInAsDemo();
  // As on a device that kept the session but not the active team: the shell asks for the teams and
  // chooses one when they come.
  act(() => store.set(saveActiveTeamAtom, null));
  queryClient.removeQueries({ queryKey: teamsQueries.list().queryKey });
  const letThrough = holdBack(apiPaths.teams.list);
  render(<TestApp path={paths.team.publish} signedIn={publishRoutes} />);
  expect(await screen.findByText('Loading the form')).toBeInTheDocument();
  await waitFor(() => expect(queryClient.isFetching({ queryKey: accountQueries.details().queryKey })).toBe(0));
  expect(screen.queryByText(socialMessages.noActiveTeam)).not.toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Post text' })).not.toBeInTheDocument();

  letThrough();
  await typeOnceOffered('Typed once the team is known');
  expect(screen.queryByText(socialMessages.noActiveTeam)).not.toBeInTheDocument();
});

it.each([
  {
    when: 'the call fails without a reason',
    reply: () => new HttpResponse(null, { status: 500 }),
    text: 'Failed to load pages',
  },
  {
    when: 'the server says why',
    reply: () => HttpResponse.json({ detail: 'This team no longer exists.' }, { status: 500 }),
    text: 'Failed to load pages: This team no longer exists.',
  },
])("says 'Failed to load pages' when the team's pages cannot be had: $when", async ({ reply, text }) => {
  useFakeClock();
  server.use(http.get(route(apiPaths.teams.pages), reply));
  await signInAsDemo();
  render(<TestApp path={paths.team.publishStory} signedIn={publishRoutes} />);
  await runUntil(() => screen.queryByText(/Failed to load pages/) !== null);
  expect(screen.getByText(text)).toBeInTheDocument();
  expect(screen.queryByText(/Failed to fetch team pages/)).not.toBeInTheDocument();
});

it('offers the pages once it knows which are linked: it waits for the linked accounts', async () => {
  await signInAsDemo();
  queryClient.removeQueries({ queryKey: socialQueries.accounts().queryKey });
  const letThrough = holdBack(apiPaths.social.accounts);
  const user = userEvent.setup();
  render(<TestApp path={paths.team.publish} signedIn={publishRoutes} />);
  await screen.findByRole('form', {}, { timeout: 10_000 });
  // The team's pages are there; the accounts are not.
  await waitFor(() => expect(queryClient.getQueryState(teamPagesKeys.facebook(demo.teamId))?.status).toBe('success'));
  const trigger = screen.getByRole('button', { name: /Pages/ });
  expect(trigger).toHaveTextContent('Loading pages...');

  letThrough();
  await waitFor(() => expect(trigger).not.toHaveTextContent('Loading pages...'));
  await choosePages(user, ['Causeway Coffee Roasters']);
  expect(trigger).toHaveTextContent('Causeway Coffee Roasters');
});

it('says the links could not be checked when the linked accounts cannot be had, and sends nothing', async () => {
  await signInAsDemo();
  queryClient.removeQueries({ queryKey: socialQueries.accounts().queryKey });
  useScenario(server, 'social.accounts-failed');
  const received = recordRequests(server);
  const user = userEvent.setup();
  render(<TestApp path={paths.team.publish} signedIn={publishRoutes} />);
  expect(await screen.findByText('Could not check which pages are linked to a Facebook account.')).toBeInTheDocument();

  await choosePages(user, ['Causeway Coffee Roasters']);
  await user.type(screen.getByRole('textbox', { name: 'Post text' }), 'Open late tonight.');
  await user.click(screen.getByRole('button', { name: 'Publish Now' }));
  expect(
    await screen.findByText(
      'Could not check that the selected pages are linked to a Facebook account. Please try again before publishing.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(received.filter((request) => request.method === 'POST')).toEqual([]);

  server.resetHandlers();
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  await waitFor(() =>
    expect(screen.queryByText('Could not check which pages are linked to a Facebook account.')).not.toBeInTheDocument(),
  );
  expect(screen.getByRole('textbox', { name: 'Post text' })).toHaveValue('Open late tonight.');
});

it('shows a 409 while fetching pages as a warning', async () => {
  useScenario(server, 'conflict.page-fetch');
  await openForm();
  expect(screen.getByText('Pages are being synchronised with Facebook. Try again in a moment.')).toBeInTheDocument();
  expect(screen.queryByText('Failed to load pages')).not.toBeInTheDocument();
});

it('edits a queued post from its id in the address: prefilled, scheduled only, sent as an update', async () => {
  const { user } = await openForm(`${paths.team.publish}?edit=${demo.scheduledPostId}`);
  expect(screen.getByRole('heading', { level: 1, name: 'Edit Post' })).toBeInTheDocument();
  const text = screen.getByRole('textbox', { name: 'Post text' });
  expect(text).toHaveValue('Fresh roast Friday: our Ethiopian Yirgacheffe is back in stock.');
  expect(screen.getByRole('button', { name: /Pages/ })).toHaveTextContent('2 selected');
  // Its picture is shown, and kept: no file goes with the update unless another is chosen.
  expect(screen.getByText('Keeps its current image unless you choose another file.')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Image: current media' })).toBeInTheDocument();
  const received = recordRequests(server);

  await user.clear(text);
  await user.type(text, 'Fresh roast Friday, now with oat milk.');
  await user.click(screen.getByRole('button', { name: 'Update Post' }));
  await confirm(user, 'Update Post');

  expect(await screen.findByText('Post updated successfully!')).toBeInTheDocument();
  expect(
    await screen.findByRole('heading', { level: 1, name: `Queue ?highlight=${demo.scheduledPostId}` }),
  ).toBeInTheDocument();
  const call = received.find((request) => request.method === 'PUT');
  expect(call?.path).toBe(`/api/scheduler/posts/${demo.scheduledPostId}/`);
  expect(call?.body).toMatchObject({
    category: 'post',
    message: 'Fresh roast Friday, now with oat milk.',
    frequency: 'once',
  });
  expect(call?.body).not.toHaveProperty('platform_account_id');
  expect(call?.body).not.toHaveProperty('media_file');
  expect(call?.body).not.toHaveProperty('media');
});

it('edits a failed queued post to try again: a new time, sent as an update, and it is scheduled once more', async () => {
  // 724: 'Weekend opening hours update.', which failed yesterday.
  const { user } = await openForm(`${paths.team.publish}?edit=724`);
  expect(screen.getByRole('heading', { level: 1, name: 'Edit Post' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Post text' })).toHaveValue('Weekend opening hours update.');
  const received = recordRequests(server);

  // The date and time fields' code loads with the first scheduled form.
  await user.click(within((await screen.findAllByRole('group', { name: 'Date' }))[0]!).getAllByRole('spinbutton')[0]!);
  await user.keyboard('01022099');
  await user.click(within(screen.getAllByRole('group', { name: 'Time' })[0]!).getAllByRole('spinbutton')[0]!);
  await user.keyboard('1200');
  await user.click(screen.getByRole('button', { name: 'Update Post' }));
  await confirm(user, 'Update Post');

  expect(await screen.findByText('Post updated successfully!')).toBeInTheDocument();
  expect(received.find((request) => request.method === 'PUT')?.path).toBe('/api/scheduler/posts/724/');
  const queued = await api.scheduler.list(demo.teamId);
  expect(queued.find((item) => item.id === '724')).toMatchObject({ status: 'scheduled' });
});

it.each([
  ['post', paths.team.publish, 'Post text', 'Schedule Post', 'Failed to schedule post: '],
  ['reel', paths.team.publishReel, 'Caption', 'Schedule Reel', 'Failed to schedule reel: '],
] as const)(
  'publishing.schedule-failed: scheduling a %s says why it failed',
  async (_category, path, textLabel, action, prefix) => {
    const { user } = await openForm(path);
    useScenario(server, 'publishing.schedule-failed');
    await choosePages(user, ['Causeway Coffee Roasters']);
    await user.type(screen.getByRole('textbox', { name: textLabel }), 'Next week');
    await schedule(user, action, '01022099', '1200');
    await user.click(screen.getByRole('button', { name: action }));
    await confirm(user, action);
    expect(
      await screen.findByText(`${prefix}The selected pages have reached today's posting limit.`),
    ).toBeInTheDocument();
  },
);

it("edits a queued story: 'Updating...' while it goes, then 'Story updated successfully!'", async () => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const { user } = await openForm(`${paths.team.publishStory}?edit=703`);
  expect(screen.getByRole('heading', { level: 1, name: 'Edit Story' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Story text' })).toHaveValue('Behind the scenes: sourdough at dawn.');
  server.use(
    http.put(route(apiPaths.scheduler.post), async () => {
      await held;
      return HttpResponse.json({ message: 'Updated.' });
    }),
  );
  await user.click(screen.getByRole('button', { name: 'Update Story' }));
  await confirm(user, 'Update Story');
  // The progress toast, and the busy button.
  await waitFor(() => expect(screen.getAllByText('Updating...')).toHaveLength(2));
  release();
  expect(await screen.findByText('Story updated successfully!')).toBeInTheDocument();
});
