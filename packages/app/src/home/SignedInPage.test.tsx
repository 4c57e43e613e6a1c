import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { queryClient } from '../query-client';
import { tokensAtom } from '../session/atoms';
import { userDetailsQuery } from '../session/user-details-query';
import { store } from '../store';
import { activeTeamAtom } from '../teams/active-team-atoms';
import { teamsQuery } from '../teams/teams-query';
import { signInAsDemo, storedSession } from '../test/app-state';
import { calls, recordRequests, setUpMockApi } from '../test/mock-api';
import { TestApp } from '../test/TestApp';

const server = await setUpMockApi();

/** An answer the test releases when it has seen the page wait for it. */
function heldAnswer(response: () => Response) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    handler: http.post('*/users/logout/', async () => {
      await released;
      return response();
    }),
    release,
  };
}

async function logOutFromHome() {
  const user = userEvent.setup();
  render(<TestApp path="/home" />);
  await screen.findByText('Welcome back, Demo User.');
  await user.click(screen.getByRole('button', { name: 'Log Out' }));
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
    expect(received[0]?.body).toEqual({ refresh_token: refreshToken });
    expect(calls(received)).toEqual(['POST /users/logout/']);
    expect(storedSession()).toEqual({
      accessToken: null,
      refreshToken: null,
      userId: null,
      userEmail: null,
      activeTeam: null,
    });
    expect(store.get(tokensAtom)).toEqual({ access: null, refresh: null });
    expect(store.get(activeTeamAtom)).toBeNull();
    expect(queryClient.getQueryData(teamsQuery.queryKey)).toBeUndefined();
    expect(queryClient.getQueryData(userDetailsQuery.queryKey)).toBeUndefined();
  },
);
