import { apiPaths } from '@causeway/api-client/paths';
import { route } from '@causeway/mocks/handlers';
import { demo, useScenario } from '@causeway/mocks/node';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { storedSession } from '../test/app-state';
import { recordRequests, setUpMockApi } from '../test/mock-api';
import { TestApp } from '../test/TestApp';
import { paths } from '../routes/paths';

const server = await setUpMockApi();

const newPerson = {
  'Full Name': 'Grace Hopper',
  Email: 'grace.hopper@causeway.test',
  'Company Name (optional)': 'Harbour Lights',
  Password: 'Harbour2025',
  'Confirm Password': 'Harbour2025',
};

async function signUp(path: string = paths.register) {
  const user = userEvent.setup();
  render(<TestApp path={path} />);
  await screen.findByRole('heading', { level: 1, name: 'Create an account' });
  for (const [label, value] of Object.entries(newPerson)) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

it('signs the new person in when the reply carries tokens, and goes to /home', async () => {
  const received = recordRequests(server);
  await signUp();

  expect(await screen.findByRole('button', { name: 'Account menu for Grace Hopper' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Publish Post' })).toBeInTheDocument();
  const stored = storedSession();
  expect(stored.accessToken).toEqual(expect.any(String));
  expect(stored.refreshToken).toEqual(expect.any(String));
  expect(stored.userEmail).toBe(newPerson.Email);
  expect(stored.userId).toEqual(expect.any(String));
  expect(received[0]).toMatchObject({
    method: 'POST',
    path: '/api/users/register/',
    body: {
      email: newPerson.Email,
      password: newPerson.Password,
      confirm_password: newPerson['Confirm Password'],
      signup_method: 1,
      username: newPerson['Full Name'],
      company_name: newPerson['Company Name (optional)'],
    },
  });
});

it('goes to /home on a message-only reply, which without a session shows the message on the login page', async () => {
  const message = 'Registration successful. Please check your email to verify your account.';
  server.use(http.post(route(apiPaths.users.register), () => HttpResponse.json({ message }, { status: 201 })));
  await signUp();

  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back!' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(message);
  expect(storedSession().accessToken).toBeNull();
});

describe('registration messages of the catalogue (accounts §8)', () => {
  it('register.field-errors: each server field error on its field', async () => {
    useScenario(server, 'register.field-errors');
    await signUp();
    expect(await screen.findByText('A user with that username already exists.')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveAccessibleDescription('A user with that username already exists.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('user with this email already exists.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining('This password is too common.'),
    );
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription('Passwords do not match.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['register.signup-method-error', 'This email is registered with Google sign-in. Please log in with Google.'],
    ['register.non-field-error', 'This invitation has already been used.'],
    ['register.error', 'Registration failed. Please try again.'],
    ['register.invalid-response', 'Invalid response from server'],
    ['register.no-answer', 'An error occurred during registration'],
  ])('%s: in the red banner', async (scenario, text) => {
    useScenario(server, scenario);
    await signUp();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(storedSession().accessToken).toBeNull();
  });
});

it('starts someone who signs up through an invitation in the team that invited them', async () => {
  // A server that also gives each new person a team of their own, listed first.
  const ownTeam = { id: '990', name: 'Grace Hopper’s team' };
  const northwind = { id: demo.noPlanTeamId, name: 'Northwind Outreach' };
  server.use(http.get(route(apiPaths.teams.list), () => HttpResponse.json([ownTeam, northwind])));
  await signUp(`${paths.register}?invite_token=${demo.inviteToken}&team_id=${demo.noPlanTeamId}`);

  expect(await screen.findByRole('button', { name: 'Team: Northwind Outreach' })).toBeInTheDocument();
  expect(JSON.parse(storedSession().activeTeam ?? 'null')).toMatchObject(northwind);
});

it('names who invited the person when the link carries an invite', async () => {
  render(<TestApp path={`${paths.register}?invite_token=${demo.inviteToken}&team_id=${demo.noPlanTeamId}`} />);
  expect(await screen.findByText(/invited you to Northwind Outreach/)).toBeInTheDocument();
});
