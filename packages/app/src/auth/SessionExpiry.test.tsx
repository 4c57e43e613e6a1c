import { demo, useScenario } from '@causeway/mocks/node';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { api } from '../api';
import { store } from '../store';
import { activeTeamAtom, saveActiveTeamAtom } from '../session/active-team-atoms';
import { storedSession } from '../test/app-state';
import { calls, recordRequests, setUpMockApi } from '../test/mock-api';
import { TestApp } from '../test/TestApp';
import { tokensAtom } from '../session/atoms';
import { paths } from '../routes/paths';

/** A live session in the mock backend with nothing loaded yet, so the page's first call carries the token. */
async function openSession() {
  await api.users.login({ email: demo.email, password: demo.password });
  store.set(saveActiveTeamAtom, { id: demo.teamId, name: 'Causeway Studio' });
}

const server = await setUpMockApi();

it('ends the session at once when the token refresh is refused: tokens cleared, /login', async () => {
  await openSession();
  useScenario(server, 'session.refresh-fails');
  const received = recordRequests(server);

  render(<TestApp path={paths.home} />);

  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back!' })).toBeInTheDocument();
  // The refresh ended it, once for all the shell's first calls, not the details retries (which
  // would ask three times over 3 s).
  const sent = calls(received);
  expect(sent.filter((call) => call === 'POST /users/token/refresh/')).toHaveLength(1);
  expect(sent.filter((call) => call === 'GET /users/user/')).toHaveLength(1);
  expect(store.get(tokensAtom)).toEqual({ access: null, refresh: null });
  expect(storedSession()).toMatchObject({ accessToken: null, refreshToken: null, activeTeam: null });
  expect(store.get(activeTeamAtom)).toBeNull();
});

it('refreshes an expired token without the person noticing', async () => {
  await openSession();
  const firstAccess = storedSession().accessToken;
  useScenario(server, 'session.expired-now');
  const received = recordRequests(server);

  render(<TestApp path={paths.home} />);

  expect(await screen.findByRole('button', { name: 'Account menu for Demo User' })).toBeInTheDocument();
  // One refresh for every call the shell started with the old token, each then sent again.
  const sent = calls(received);
  expect(sent.filter((call) => call === 'POST /users/token/refresh/')).toHaveLength(1);
  expect(sent.filter((call) => call === 'GET /users/user/')).toHaveLength(2);
  expect(sent.filter((call) => call === 'GET /teams/list/')).toHaveLength(2);
  expect(storedSession().accessToken).toEqual(expect.any(String));
  expect(storedSession().accessToken).not.toBe(firstAccess);
});
