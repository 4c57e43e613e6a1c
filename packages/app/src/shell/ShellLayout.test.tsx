import { apiPaths } from '@causeway/api-client/paths';
import { route } from '@causeway/mocks/handlers';
import { useScenario } from '@causeway/mocks/node';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '../query-client';
import { tokensAtom } from '../session/atoms';
import { accountQueries } from '../session/queries';
import { store } from '../store';
import { activeTeamAtom, saveActiveTeamAtom } from '../session/active-team-atoms';
import { teamsQueries } from '../teams/queries';
import { signInAsDemo, storedSession } from '../test/app-state';
import { calls, recordRequests, setUpMockApi } from '../test/mock-api';
import { TestApp } from '../test/TestApp';
import { paths } from '../routes/paths';

const server = await setUpMockApi();

/** An answer the test releases when it has seen the page wait for it. */
function heldAnswer(response: () => Response) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    handler: http.post(route(apiPaths.users.logout), async () => {
      await released;
      return response();
    }),
    release,
  };
}

async function logOutFromHome() {
  const user = userEvent.setup();
  render(<TestApp path={paths.home} />);
  const account = await screen.findByRole('button', { name: 'Account menu for Demo User' });
  // The shell has loaded what it shows (teams, the team's subscription) before the person leaves.
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  await user.click(account);
  await user.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
}

it.each([
  ['succeeds', () => HttpResponse.json({ message: 'Logged out successfully.' })],
  ['fails', () => HttpResponse.json({ detail: 'Something broke.' }, { status: 500 })],
])(
  "when the logout call %s: 'Signing you out', then everything forgotten and the landing page",
  async (_outcome, response) => {
    const logout = heldAnswer(response);
    server.use(logout.handler);
    await signInAsDemo();
    const refreshToken = storedSession().refreshToken;
    const received = recordRequests(server);

    await logOutFromHome();
    expect(await screen.findByText('Signing you out')).toBeInTheDocument();
    logout.release();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Every page your team posts to, in one calm place' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Signing you out')).not.toBeInTheDocument();
    // The shell's own loads went before; the logout is the one call that changes anything, and the
    // last: nothing is asked for once the session is forgotten.
    const sent = calls(received);
    expect(sent.filter((call) => !call.startsWith('GET '))).toEqual(['POST /users/logout/']);
    expect(sent.at(-1)).toBe('POST /users/logout/');
    expect(received.at(-1)?.body).toEqual({ refresh_token: refreshToken });
    expect(storedSession()).toEqual({
      accessToken: null,
      refreshToken: null,
      userId: null,
      userEmail: null,
      activeTeam: null,
    });
    expect(store.get(tokensAtom)).toEqual({ access: null, refresh: null });
    expect(store.get(activeTeamAtom)).toBeNull();
    expect(queryClient.getQueryData(teamsQueries.list().queryKey)).toBeUndefined();
    expect(queryClient.getQueryData(accountQueries.details().queryKey)).toBeUndefined();
  },
);

/** Signed in as the demo user, at `path` in the shell, once the shell has loaded what it shows. */
async function openShell(path: string = paths.home, signedIn?: ReactNode, afterSignIn = () => {}) {
  await signInAsDemo();
  afterSignIn();
  const user = userEvent.setup();
  render(<TestApp path={path} signedIn={signedIn} />);
  await screen.findByRole('button', { name: 'Team: Causeway Studio' });
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  return user;
}

it('switches team: asks for the team, saves it as active, and the billing notice follows at once', async () => {
  const user = await openShell();
  expect(screen.queryByText('No Active Billing Plan')).not.toBeInTheDocument();
  const received = recordRequests(server);

  await user.click(screen.getByRole('button', { name: 'Team: Causeway Studio' }));
  await user.click(await screen.findByRole('menuitemradio', { name: 'Northwind Outreach' }));

  expect(await screen.findByRole('button', { name: 'Team: Northwind Outreach' })).toBeInTheDocument();
  const notice = within(screen.getByRole('banner')).getByRole('group', { name: 'No Active Billing Plan' });
  expect(within(notice).getByRole('link', { name: 'Subscribe to Plan' })).toHaveAttribute(
    'href',
    '/control-tower/plan',
  );
  expect(calls(received)).toEqual(
    expect.arrayContaining(['GET /teams/12/getupdated/', 'GET /billing/subscription-details/12/']),
  );
  expect(JSON.parse(storedSession().activeTeam ?? 'null')).toEqual({ id: '12', name: 'Northwind Outreach' });
  expect(store.get(activeTeamAtom)).toEqual({ id: '12', name: 'Northwind Outreach' });
});

it('keeps the active team when a switch fails', async () => {
  const user = await openShell();
  useScenario(server, 'teams.switch-failed');

  await user.click(screen.getByRole('button', { name: 'Team: Causeway Studio' }));
  await user.click(await screen.findByRole('menuitemradio', { name: 'Northwind Outreach' }));

  await waitFor(() => expect(screen.getByRole('button', { name: 'Team: Causeway Studio' })).toBeInTheDocument());
  expect(JSON.parse(storedSession().activeTeam ?? 'null')).toEqual({ id: '11', name: 'Causeway Studio' });
  expect(screen.queryByText('No Active Billing Plan')).not.toBeInTheDocument();
});

it("says 'An unexpected error occurred. Please try again.' when a switch's reply cannot be read, and keeps the team", async () => {
  const user = await openShell();
  server.use(http.get(route(apiPaths.teams.details), () => HttpResponse.json({ unexpected: true })));

  await user.click(screen.getByRole('button', { name: 'Team: Causeway Studio' }));
  await user.click(await screen.findByRole('menuitemradio', { name: 'Northwind Outreach' }));

  expect(await screen.findByText('An unexpected error occurred. Please try again.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Team: Causeway Studio' })).toBeInTheDocument();
});

it('replaces a stored active team that is no longer among the teams by the first team', async () => {
  // Saved in an earlier visit; the team has since been deleted.
  await openShell(paths.home, undefined, () => store.set(saveActiveTeamAtom, { id: '99', name: 'A deleted team' }));
  expect(JSON.parse(storedSession().activeTeam ?? 'null')).toEqual({ id: '11', name: 'Causeway Studio' });
});

it('remembers the sidebar collapsed for the next visit', async () => {
  const user = await openShell();
  await user.click(screen.getAllByRole('button', { name: 'Collapse sidebar' })[0]!);
  expect(localStorage.getItem('sidebarCollapsed')).toBe('true');
  expect(screen.getAllByRole('button', { name: 'Expand sidebar' }).length).toBeGreaterThan(0);
});

it('shows the page at once, before the notices are known; the billing notice then comes into the header', async () => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  // Held, then answered by the seed: Northwind Outreach has no plan.
  server.use(http.get(route(apiPaths.billing.subscriptionDetails), () => released.then(() => undefined)));
  await signInAsDemo();
  store.set(saveActiveTeamAtom, { id: '12', name: 'Northwind Outreach' });
  render(<TestApp path={paths.home} />);

  const heading = await screen.findByRole('heading', { level: 1, name: 'Publish Post' });
  expect(heading).toBeVisible();
  expect(within(screen.getByRole('main')).queryByText('Loading page')).not.toBeInTheDocument();
  const notices = within(screen.getByRole('banner')).getByRole('status', { name: 'Notices' });
  expect(within(notices).queryByRole('group', { name: 'No Active Billing Plan' })).not.toBeInTheDocument();

  release();
  const notice = await within(notices).findByRole('group', { name: 'No Active Billing Plan' });
  expect(within(notice).getByRole('link', { name: 'Subscribe to Plan' })).toHaveAttribute(
    'href',
    '/control-tower/plan',
  );
  expect(within(screen.getByRole('main')).queryByText('No Active Billing Plan')).not.toBeInTheDocument();
  expect(heading).toBeVisible();
});

function Broken(): ReactNode {
  throw new Error('A screen failed to render');
}

it("shows 'Something went wrong' in the content area when a page fails, with the navigation still there", async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const user = await openShell(paths.team.queues, <Route path={paths.team.queues} element={<Broken />} />);

  const main = screen.getByRole('main');
  expect(await within(main).findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'Main' });
  await user.click(within(nav).getByRole('link', { name: 'Home' }));
  expect(
    await within(screen.getByRole('main')).findByRole('heading', { level: 1, name: 'Publish Post' }),
  ).toBeInTheDocument();
});

describe('one session across tabs', () => {
  /** What another tab's change to the shared storage looks like from this one. */
  function changedInAnotherTab(key: string, value: string | null) {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }));
  }

  it('a logout in another tab sends this one to /login', async () => {
    await openShell();
    act(() => {
      changedInAnotherTab('access_token', null);
      changedInAnotherTab('refresh_token', null);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back!' })).toBeInTheDocument();
    expect(store.get(tokensAtom)).toEqual({ access: null, refresh: null });
  });

  it("takes another tab's refreshed tokens, so it never sends the spent refresh token", async () => {
    await openShell();
    act(() => {
      changedInAnotherTab('access_token', 'access-from-the-other-tab');
      changedInAnotherTab('refresh_token', 'refresh-from-the-other-tab');
    });
    expect(store.get(tokensAtom)).toEqual({
      access: 'access-from-the-other-tab',
      refresh: 'refresh-from-the-other-tab',
    });
  });

  it('keeps its own team when another tab switches', async () => {
    await openShell();
    act(() => changedInAnotherTab('activeTeam', JSON.stringify({ id: '12', name: 'Northwind Outreach' })));
    expect(screen.getByRole('button', { name: 'Team: Causeway Studio' })).toBeInTheDocument();
  });
});
