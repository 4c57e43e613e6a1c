import { apiPaths } from '@causeway/api-client/paths';
import { route } from '@causeway/mocks/handlers';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { queryClient } from '../query-client';
import { tokensAtom } from '../session/atoms';
import { accountQueries } from '../account/queries';
import { store } from '../store';
import { activeTeamAtom } from '../session/active-team-atoms';
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
    expect(queryClient.getQueryData(teamsQueries.list().queryKey)).toBeUndefined();
    expect(queryClient.getQueryData(accountQueries.details().queryKey)).toBeUndefined();
  },
);
