import { apiPaths } from '@causeway/api-client/paths';
import { route } from '@causeway/mocks/handlers';
import { demo, useScenario } from '@causeway/mocks/node';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { tokensAtom } from '../session/atoms';
import { store } from '../store';
import { storedSession } from '../test/app-state';
import { submitLogin } from '../test/login-form';
import { calls, recordRequests, setUpMockApi } from '../test/mock-api';
import { TestApp } from '../test/TestApp';
import { paths } from '../routes/paths';

const server = await setUpMockApi();

async function logIn(email: string, password: string) {
  render(<TestApp path={paths.login} />);
  await submitLogin(email, password);
}

it('signs in: stores the tokens, the user and the first team as active, loads details and teams, then /home', async () => {
  const received = recordRequests(server);
  await logIn(demo.email, demo.password);

  expect(await screen.findByRole('heading', { level: 1, name: 'Publish Post' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Account menu for Demo User' })).toBeInTheDocument();

  const stored = storedSession();
  expect(stored.accessToken).toEqual(expect.any(String));
  expect(stored.refreshToken).toEqual(expect.any(String));
  expect(store.get(tokensAtom)).toEqual({ access: stored.accessToken, refresh: stored.refreshToken });
  expect(stored.userId).toBe(demo.userId);
  expect(stored.userEmail).toBe(demo.email);
  expect(JSON.parse(stored.activeTeam ?? 'null')).toEqual({ id: demo.teamId, name: 'Causeway Studio' });

  expect(received[0]).toMatchObject({
    method: 'POST',
    path: '/api/users/login/',
    body: { email: demo.email, password: demo.password },
  });
  expect(calls(received)).toEqual(expect.arrayContaining(['GET /users/user/', 'GET /teams/list/']));
});

it('keeps the person on the login page with the red banner and what they typed when the password is wrong', async () => {
  await logIn(demo.email, 'Wrong1234');
  expect(await screen.findByRole('alert')).toHaveTextContent('No active account found with the given credentials');
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue(demo.email);
  expect(storedSession().accessToken).toBeNull();
});

it('says it is signing in while the call is out, and gives the form back when it fails', async () => {
  let answer: (reply: Response) => void = () => {};
  server.use(http.post(route(apiPaths.users.login), () => new Promise<Response>((resolve) => (answer = resolve))));
  await logIn(demo.email, demo.password);

  // The page waits under its 'Signing you in' veil; the button behind it says what is going on.
  expect(await screen.findByRole('status')).toHaveTextContent('Signing you in');
  expect(screen.getByRole('button', { name: /Logging in\.\.\./, hidden: true })).toBeInTheDocument();
  answer(HttpResponse.json({ detail: 'No active account found with the given credentials' }, { status: 401 }));
  expect(await screen.findByRole('alert')).toHaveTextContent('No active account found with the given credentials');
  expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

describe('login messages of the catalogue (accounts §8), in the red banner', () => {
  it.each([
    ['login.unauthorized', 'Your account is inactive or has been deleted. Please contact support.'],
    ['login.user-inactive', 'Your account is currently inactive. Please contact support for assistance.'],
    ['login.non-field-error', 'Unable to log in with provided credentials.'],
    ['login.error', 'An error occurred during login. Please try again.'],
    ['login.page-fallback', 'Failed to login. Please try again.'],
  ])('%s', async (scenario, text) => {
    useScenario(server, scenario);
    await logIn(demo.email, demo.password);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back!' })).toBeInTheDocument();
  });
});
