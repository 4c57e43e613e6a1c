import { apiPaths } from '@causeway/api-client/paths';
import { route } from '@causeway/mocks/handlers';
import { demo, useScenario } from '@causeway/mocks/node';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router';
import { expect, it } from 'vitest';
import { api } from '../api';
import { completeSignIn } from '../auth/sign-in';
import { queryClient } from '../query-client';
import { paths } from '../routes/paths';
import { ControlTowerFrame } from '../shell/ControlTowerFrame';
import { signInAsDemo, storedSession } from '../test/app-state';
import { calls, recordRequests, setUpMockApi } from '../test/mock-api';
import { TestApp } from '../test/TestApp';
import { PersonalPage } from './PersonalPage';
import { SecurityPage } from './SecurityPage';

const server = await setUpMockApi();

const settingsRoutes = (
  <Route element={<ControlTowerFrame />}>
    <Route path={paths.controlTower.personal} element={<PersonalPage />} />
    <Route path={paths.controlTower.security} element={<SecurityPage />} />
  </Route>
);

/** On the Personal tab, signed in (as the demo user unless `signIn` says otherwise), once it has loaded. */
async function openPersonal(signIn: () => Promise<void> = signInAsDemo) {
  await signIn();
  const user = userEvent.setup();
  render(<TestApp path={paths.controlTower.personal} signedIn={settingsRoutes} />);
  // The tab's own data is there: the form holds the saved details.
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Username' })).not.toHaveValue(''));
  return user;
}

async function signInAsUnverified() {
  const reply = await api.users.login({ email: demo.unverified.email, password: demo.unverified.password });
  await completeSignIn(queryClient, { id: reply.user_id, email: reply.email });
}

/** A multipart body as the server reads it. */
async function formFields(request: Request) {
  const form = await request.formData();
  return Object.fromEntries(
    [...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : 'file']),
  );
}

async function saveChanges(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent('Are you sure you want to update your personal settings?');
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
}

it('saves the username and company as multipart with only those fields, and the header follows at once', async () => {
  const sent: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PATCH') sent.push(request.clone());
  });
  const user = await openPersonal();
  const username = screen.getByRole('textbox', { name: 'Username' });
  await user.clear(username);
  await user.type(username, 'Dana Harbour');
  await user.clear(screen.getByRole('textbox', { name: 'Company Name' }));
  await user.type(screen.getByRole('textbox', { name: 'Company Name' }), 'Harbour Events');
  await saveChanges(user);

  const saved = await screen.findByRole('dialog', { name: 'Settings Updated' });
  expect(saved).toHaveTextContent('Your personal settings have been saved.');
  expect(sent).toHaveLength(1);
  expect(sent[0]?.headers.get('content-type')).toMatch(/^multipart\/form-data/);
  expect(await formFields(sent[0]!)).toEqual({ username: 'Dana Harbour', company_name: 'Harbour Events' });
  await user.click(within(saved).getByRole('button', { name: 'OK' }));
  // No reload: the header's menu is named after the new username; the form shows what was saved.
  expect(await screen.findByRole('button', { name: 'Account menu for Dana Harbour' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('Dana Harbour');
});

it('account.update-user-failed: says so above the form and keeps the edits', async () => {
  const user = await openPersonal();
  useScenario(server, 'account.update-user-failed');
  await user.type(screen.getByRole('textbox', { name: 'Company Name' }), ' Ltd');
  await saveChanges(user);
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update user details');
  expect(screen.getByRole('textbox', { name: 'Company Name' })).toHaveValue('Causeway Studio Ltd');
  expect(screen.getByRole('button', { name: 'Account menu for Demo User' })).toBeInTheDocument();
});

it("puts the server's field error on its field", async () => {
  const user = await openPersonal();
  await user.clear(screen.getByRole('textbox', { name: 'Username' }));
  await saveChanges(user);
  const username = screen.getByRole('textbox', { name: 'Username' });
  await waitFor(() => expect(username).toHaveAccessibleDescription('This field may not be blank.'));
  expect(username).toHaveAttribute('aria-invalid', 'true');
});

it('refuses a picture of another type or over 2 MB before anything is sent', async () => {
  const user = userEvent.setup({ applyAccept: false });
  await signInAsDemo();
  render(<TestApp path={paths.controlTower.personal} signedIn={settingsRoutes} />);
  await screen.findByRole('textbox', { name: 'Username' });
  const received = recordRequests(server);
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await user.upload(input, new File(['gif'], 'wave.gif', { type: 'image/gif' }));
  expect(
    await screen.findByText('This file is not a JPG, PNG or WebP image. Please choose another picture.'),
  ).toBeInTheDocument();
  const large = new File(['png'], 'large.png', { type: 'image/png' });
  Object.defineProperty(large, 'size', { value: 2 * 1024 * 1024 + 1 });
  await user.upload(input, large);
  expect(await screen.findByText('This picture is larger than 2 MB. Please choose a smaller one.')).toBeInTheDocument();
  expect(received.filter((request) => request.method !== 'GET')).toEqual([]);
});

it("an unverified address: 'Email Not Verified', and Verify Email sends the address", async () => {
  const user = await openPersonal(signInAsUnverified);
  const received = recordRequests(server);
  expect(screen.getByText('Unverified')).toBeInTheDocument();
  expect(screen.getByText('Email Not Verified')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Verify Email' }));
  expect(await screen.findByText(`Verification email sent to ${demo.unverified.email}.`)).toBeInTheDocument();
  const call = received.find((request) => request.method === 'POST');
  expect(call?.path).toMatch(/\/users\/resend-verification-email\/$/);
  expect(call?.body).toEqual({ email: demo.unverified.email });
});

it("account.resend-verification-failed: 'Failed to resend verification email'", async () => {
  const user = await openPersonal(signInAsUnverified);
  useScenario(server, 'account.resend-verification-failed');
  await user.click(screen.getByRole('button', { name: 'Verify Email' }));
  expect(await screen.findByText('Failed to resend verification email')).toBeInTheDocument();
});

it('a verified address: the badge, and nothing to verify', async () => {
  await openPersonal();
  expect(screen.getByText('Verified')).toBeInTheDocument();
  expect(screen.queryByText('Email Not Verified')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Verify Email' })).toBeDisabled();
});

it("settings.no-email: 'No email address found'", async () => {
  useScenario(server, 'settings.no-email');
  await openPersonal();
  expect(screen.getByText('No email address found')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Verify Email' })).toBeDisabled();
});

async function deleteAccount(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Delete Account Permanently' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete Account Permanently' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
}

it('deletes the account: the support note, then signed out on the landing page', async () => {
  const user = await openPersonal();
  const received = recordRequests(server);
  await deleteAccount(user);
  const done = await screen.findByRole('dialog', { name: 'Account Deleted' });
  expect(done).toHaveTextContent('Your account has been deactivated. To reactivate it, please contact support.');
  await user.click(within(done).getByRole('button', { name: 'OK' }));

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Every page your team posts to, in one calm place' }),
  ).toBeInTheDocument();
  expect(calls(received).filter((call) => !call.startsWith('GET '))).toEqual([`DELETE /users/${demo.userId}/delete/`]);
  expect(storedSession()).toMatchObject({ accessToken: null, refreshToken: null, activeTeam: null });
});

it("settings.delete-account-failed: 'Failed to delete account. Please try again.'", async () => {
  const user = await openPersonal();
  useScenario(server, 'settings.delete-account-failed');
  await deleteAccount(user);
  const failed = await screen.findByRole('alertdialog', { name: 'Account Not Deleted' });
  expect(failed).toHaveTextContent('Failed to delete account. Please try again.');
  await user.click(within(failed).getByRole('button', { name: 'OK' }));
  expect(screen.getByRole('heading', { level: 2, name: 'Personal' })).toBeInTheDocument();
});

it("without a user id: 'User ID not found. Please try logging in again.', and nothing is sent", async () => {
  server.use(
    http.get(route(apiPaths.users.user), () =>
      HttpResponse.json({
        username: 'Demo User',
        email: demo.email,
        company_name: null,
        profile_picture: null,
        is_email_verified: true,
      }),
    ),
  );
  const user = await openPersonal(async () => {
    await signInAsDemo();
    localStorage.removeItem('user_id');
  });
  const received = recordRequests(server);
  await deleteAccount(user);
  const failed = await screen.findByRole('alertdialog', { name: 'Account Not Deleted' });
  expect(failed).toHaveTextContent('User ID not found. Please try logging in again.');
  expect(received.filter((request) => request.method === 'DELETE')).toEqual([]);
});

it('asks before leaving with unsaved edits: staying keeps them, leaving goes on', async () => {
  const user = await openPersonal();
  await user.type(screen.getByRole('textbox', { name: 'Company Name' }), ' Ltd');
  const tabs = screen.getByRole('navigation', { name: 'Settings' });

  await user.click(within(tabs).getByRole('link', { name: 'Security' }));
  const ask = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
  await user.click(within(ask).getByRole('button', { name: 'Stay on This Page' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(screen.getByRole('textbox', { name: 'Company Name' })).toHaveValue('Causeway Studio Ltd');

  await user.click(within(tabs).getByRole('link', { name: 'Security' }));
  const again = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
  await user.click(within(again).getByRole('button', { name: 'Leave Without Saving' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Security' })).toBeInTheDocument();
});

it('leaves without asking when nothing was changed', async () => {
  const user = await openPersonal();
  await user.click(
    within(screen.getByRole('navigation', { name: 'Settings' })).getByRole('link', { name: 'Security' }),
  );
  expect(await screen.findByRole('heading', { level: 2, name: 'Security' })).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});
