import { demo, useScenario } from '@causeway/mocks/node';
import { render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { api } from '../api';
import { store } from '../store';
import { storedSession } from '../test/app-state';
import { gapsBetween, runUntil, useFakeClock } from '../test/fake-clock';
import { recordRequests, setUpMockApi } from '../test/mock-api';
import { TestApp } from '../test/TestApp';
import { tokensAtom } from '../session/atoms';
import { paths } from '../routes/paths';

const server = await setUpMockApi();

afterEach(() => {
  vi.useRealTimers();
});

const loginHeading = () => screen.queryByRole('heading', { level: 1, name: 'Welcome Back!' });

it('fetches user details once, retries after 1 s and then 2 s, then clears both tokens and goes to /login', async () => {
  // A live session: the shell's other calls (teams, subscription) succeed; only the details fail.
  await api.users.login({ email: demo.email, password: demo.password });
  useFakeClock();
  useScenario(server, 'account.user-details-failed');
  const received = recordRequests(server);

  render(<TestApp path={paths.home} />);
  await runUntil(() => loginHeading() !== null);

  const attempts = received.filter((request) => request.path === '/api/users/user/').map((request) => request.at);
  expect(attempts).toHaveLength(3);
  // The spec's waits, give or take the few milliseconds an answer takes.
  expect(gapsBetween(attempts)).toEqual([expect.closeTo(1000, -2), expect.closeTo(2000, -2)]);

  expect(store.get(tokensAtom)).toEqual({ access: null, refresh: null });
  expect(storedSession()).toMatchObject({ accessToken: null, refreshToken: null });
});

it('sends a visitor without a stored token to /login without asking the server', async () => {
  const received = recordRequests(server);
  render(<TestApp path={paths.home} />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back!' })).toBeInTheDocument();
  expect(received).toEqual([]);
});
