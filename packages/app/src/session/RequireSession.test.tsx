import { useScenario } from '@causeway/mocks/node';
import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { store } from '../store';
import { storedSession } from '../test/app-state';
import { recordRequests, setUpMockApi } from '../test/mock-api';
import { TestApp } from '../test/TestApp';
import { saveTokensAtom, tokensAtom } from './atoms';

const server = await setUpMockApi();

afterEach(() => {
  vi.useRealTimers();
});

const loginHeading = () => screen.queryByRole('heading', { level: 1, name: 'Welcome Back!' });

/**
 * Runs the app on the fake clock until `done`: the network and React get real turns, and the clock
 * jumps straight to the next timer, never past it.
 */
async function runUntil(done: () => boolean) {
  for (let round = 0; round < 1000 && !done(); round += 1) {
    await act(async () => {
      await vi.advanceTimersToNextTimerAsync();
      await new Promise((resolve) => setImmediate(resolve));
    });
  }
  if (!done()) throw new Error('The app stopped before the expected outcome');
}

it('fetches user details once, retries after 1 s and then 2 s, then clears both tokens and goes to /login', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  store.set(saveTokensAtom, { access: 'stored-access', refresh: 'stored-refresh' });
  useScenario(server, 'account.user-details-failed');
  const received = recordRequests(server);

  render(<TestApp path="/home" />);
  await runUntil(() => loginHeading() !== null);

  const attempts = received.filter((request) => request.path === '/api/users/user/').map((request) => request.at);
  expect(attempts).toHaveLength(3);
  const [first = 0, second = 0, third = 0] = attempts;
  // A few milliseconds go to the answer itself; the waits are the spec's.
  expect(second - first).toBeGreaterThanOrEqual(1000);
  expect(second - first).toBeLessThan(1050);
  expect(third - second).toBeGreaterThanOrEqual(2000);
  expect(third - second).toBeLessThan(2050);

  expect(store.get(tokensAtom)).toEqual({ access: null, refresh: null });
  expect(storedSession()).toMatchObject({ accessToken: null, refreshToken: null });
});

it('sends a visitor without a stored token to /login without asking the server', async () => {
  const received = recordRequests(server);
  render(<TestApp path="/home" />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back!' })).toBeInTheDocument();
  expect(received).toEqual([]);
});
