import { demo, useScenario } from '@causeway/mocks/node';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route } from 'react-router';
import { expect, it } from 'vitest';
import { api } from '../api';
import { paths } from '../routes/paths';
import { signInAsDemo, storedSession } from '../test/app-state';
import { calls, recordRequests, setUpMockApi } from '../test/mock-api';
import { TestApp } from '../test/TestApp';
import { SecurityPage } from './SecurityPage';

const server = await setUpMockApi();

async function openSecurity() {
  await signInAsDemo();
  const user = userEvent.setup();
  render(
    <TestApp
      path={paths.controlTower.security}
      signedIn={<Route path={paths.controlTower.security} element={<SecurityPage />} />}
    />,
  );
  await screen.findByRole('heading', { level: 2, name: 'Security' });
  return user;
}

const field = (label: string) => screen.getByLabelText(label, { exact: true, selector: 'input' });

async function changePassword(user: ReturnType<typeof userEvent.setup>, old: string, next: string, confirm = next) {
  await user.type(field('Old Password'), old);
  await user.type(field('New Password'), next);
  await user.type(field('Confirm New Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Reset Password' });
  expect(dialog).toHaveTextContent('You will be logged out after your password is changed');
  await user.click(within(dialog).getByRole('button', { name: 'Reset Password' }));
}

it('checks the rules before anything is sent', async () => {
  const user = await openSecurity();
  const received = recordRequests(server);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  expect(await screen.findByText('Old password is required')).toBeInTheDocument();
  expect(screen.getByText('New password is required')).toBeInTheDocument();
  expect(screen.getByText('Please confirm your new password')).toBeInTheDocument();
  await user.type(field('Old Password'), demo.password);
  await user.type(field('New Password'), 'Short1');
  await user.type(field('Confirm New Password'), 'Short2');
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  expect(await screen.findByText('Password must be at least 8 characters long')).toBeInTheDocument();
  expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  expect(received.filter((request) => request.method !== 'GET')).toEqual([]);
});

it("changes the password, logs out, and /login says 'Password changed successfully!'; the new one signs in", async () => {
  const user = await openSecurity();
  const received = recordRequests(server);
  await changePassword(user, demo.password, 'Harbour2025');

  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back!' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Password changed successfully!');
  expect(calls(received).filter((call) => !call.startsWith('GET '))).toEqual([
    'POST /users/change-password/',
    'POST /users/logout/',
  ]);
  expect(received.find((request) => request.method === 'POST')?.body).toEqual({
    old_password: demo.password,
    new_password: 'Harbour2025',
    confirm_new_password: 'Harbour2025',
  });
  expect(storedSession()).toMatchObject({ accessToken: null, refreshToken: null });
  await expect(api.users.login({ email: demo.email, password: 'Harbour2025' })).resolves.toMatchObject({
    email: demo.email,
  });
});

it("puts the server's field errors on their fields and keeps what was typed", async () => {
  const user = await openSecurity();
  await changePassword(user, 'NotMyPassword1', 'Harbour2025');
  const old = field('Old Password');
  expect(
    await screen.findByText('Your old password was entered incorrectly. Please enter it again.'),
  ).toBeInTheDocument();
  expect(old).toHaveAccessibleDescription('Your old password was entered incorrectly. Please enter it again.');
  expect(old).toHaveValue('NotMyPassword1');
});

it("account.change-password-failed: 'Failed to change password' above the form", async () => {
  const user = await openSecurity();
  useScenario(server, 'account.change-password-failed');
  await changePassword(user, demo.password, 'Harbour2025');
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to change password');
  expect(field('New Password')).toHaveValue('Harbour2025');
});
