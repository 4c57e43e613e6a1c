import { demo, useScenario } from '@causeway/mocks/node';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { apiPaths } from '@causeway/api-client/paths';
import { route } from '@causeway/mocks/handlers';
import { http, HttpResponse } from 'msw';
import { api } from '../api';
import { queryClient } from '../query-client';
import { paths } from '../routes/paths';
import { saveActiveTeamAtom } from '../session/active-team-atoms';
import { store } from '../store';
import { signInAsDemo } from '../test/app-state';
import { runUntil, useFakeClock } from '../test/fake-clock';
import { calls, recordRequests, setUpMockApi } from '../test/mock-api';
import { TestApp } from '../test/TestApp';
import { TeamManagementPage } from './TeamManagementPage';
import { teamManagementKeys } from './queries';

const server = await setUpMockApi();
afterEach(() => vi.useRealTimers());

const routes = <Route path={paths.controlTower.teamManagement} element={<TeamManagementPage />} />;
type User = ReturnType<typeof userEvent.setup>;

/** Signed in as the demo user on Team Management, once the members and pages are there. */
async function openTeamManagement() {
  await signInAsDemo();
  const user = userEvent.setup();
  render(<TestApp path={paths.controlTower.teamManagement} signedIn={routes} />);
  // The tab's own data is there: the members and the pages are listed.
  await screen.findByRole('button', { name: 'Delete Demo User' });
  await screen.findByRole('button', { name: 'Remove Causeway Coffee Roasters' });
  return user;
}

const membersTable = () => screen.getByRole('table', { name: 'Members of Causeway Studio' });
const row = (table: HTMLElement, name: string) =>
  within(table)
    .getAllByRole('row')
    .find((each) => within(each).queryByText(name, { exact: true }))!;

async function openDialog(user: User, button: string, name: string) {
  await user.click(screen.getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name });
}

async function chooseRole(user: User, dialog: HTMLElement, role: string) {
  const trigger = within(dialog)
    .getAllByRole('button')
    .find((button) => button.getAttribute('aria-haspopup') === 'listbox')!;
  await user.click(trigger);
  await user.click(await screen.findByRole('option', { name: role }));
}

async function confirm(user: User, name: string, button: string) {
  const dialog = await screen.findByRole('alertdialog', { name });
  await user.click(within(dialog).getByRole('button', { name: button }));
}

const planBanner = () => screen.getByRole('region', { name: 'Plan' });

it('shows the team’s plan with the members it has left, the members with their roles and statuses, and the team’s Facebook pages', async () => {
  await openTeamManagement();
  // Pro allows 6 members; Causeway Studio has 5.
  await waitFor(() => expect(planBanner()).toHaveTextContent('Pro'));
  expect(planBanner()).toHaveTextContent('1 member left');
  const table = membersTable();
  expect(within(row(table, 'Demo User')).getByText('Owner')).toBeInTheDocument();
  expect(within(row(table, 'Priya Shah')).getByText('Admin')).toBeInTheDocument();
  expect(within(row(table, 'Marco Rossi')).getByText('Member')).toBeInTheDocument();
  expect(within(row(table, 'Lena Fischer')).getByText('Inactive')).toBeInTheDocument();
  expect(within(row(table, 'Marco Rossi')).getByText('Active')).toBeInTheDocument();
  const pages = screen.getByRole('table', { name: 'Facebook pages of Causeway Studio' });
  expect(within(row(pages, 'Causeway Coffee Roasters')).getByText('Coffee Shop')).toBeInTheDocument();
  expect(within(row(pages, 'Trailhead Outfitters')).getByText('Inactive')).toBeInTheDocument();
});

it('creates a team, and the header’s switcher lists it without a reload', async () => {
  const user = await openTeamManagement();
  const received = recordRequests(server);
  const dialog = await openDialog(user, 'Add New Team', 'Add New Team');
  await user.click(within(dialog).getByRole('button', { name: 'Create Team' }));
  expect(await within(dialog).findByText('Team name is required')).toBeInTheDocument();
  await user.type(within(dialog).getByRole('textbox', { name: 'Team Name' }), 'Harbour Events');
  await user.click(within(dialog).getByRole('button', { name: 'Create Team' }));

  expect(
    await screen.findByText('Harbour Events created. Switch to it from the team menu at the top.'),
  ).toBeInTheDocument();
  const create = received.find((request) => request.method === 'POST');
  expect(create?.body).toEqual({ name: 'Harbour Events' });
  await waitFor(() => expect(calls(received)).toContain('GET /teams/list/'));
  await user.click(screen.getByRole('button', { name: 'Team: Causeway Studio' }));
  expect(await screen.findByRole('menuitemradio', { name: 'Harbour Events' })).toBeInTheDocument();
});

it.each([
  ['teams.create-failed', 'Failed to create team'],
  ['a name already used', 'You already have a team with this name.'],
])("%s: 'Team Creation Failed' with the reason, and the name kept", async (scenario, reason) => {
  const user = await openTeamManagement();
  if (scenario.startsWith('teams.')) useScenario(server, scenario);
  const dialog = await openDialog(user, 'Add New Team', 'Add New Team');
  await user.type(
    within(dialog).getByRole('textbox', { name: 'Team Name' }),
    scenario.startsWith('teams.') ? 'Harbour Events' : 'Northwind Outreach',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Create Team' }));
  const alert = await within(dialog).findByRole('alert');
  expect(alert).toHaveTextContent('Team Creation Failed');
  expect(alert).toHaveTextContent(reason);
});

it('adds a member: email required and valid, role required, then the role goes out as a number', async () => {
  const user = await openTeamManagement();
  const received = recordRequests(server);
  const add = await openDialog(user, 'Add Member', 'Add Member');
  await user.click(within(add).getByRole('button', { name: 'Add Member' }));
  expect(await within(add).findByText('Email is required')).toBeInTheDocument();
  expect(within(add).getByText('Role is required')).toBeInTheDocument();
  const email = within(add).getByRole('textbox', { name: 'Email' });
  await user.type(email, 'noah.causeway.test');
  await user.click(within(add).getByRole('button', { name: 'Add Member' }));
  expect(await within(add).findByText('Invalid email address')).toBeInTheDocument();
  await user.clear(email);
  await user.type(email, 'noah@causeway.test');
  await chooseRole(user, add, 'Admin');
  await user.click(within(add).getByRole('button', { name: 'Add Member' }));

  expect(await screen.findByText('Noah Williams was added to Causeway Studio.')).toBeInTheDocument();
  const added = received.filter((request) => request.method === 'POST');
  expect(added).toHaveLength(1);
  expect(added[0]?.path).toBe(`/api/teams/${demo.teamId}/members/add/`);
  expect(added[0]?.body).toEqual({ email: 'noah@causeway.test', role: 2 });
  await waitFor(() => expect(within(row(membersTable(), 'Noah Williams')).getByText('Admin')).toBeInTheDocument());
  // The member takes the plan's last place.
  expect(planBanner()).toHaveTextContent('0 members left');
});

it("says 'Unlimited members' for a plan past 100 members, and 'No Active Plan' for a team without one", async () => {
  server.use(
    http.get(route(apiPaths.billing.plans), () =>
      HttpResponse.json([{ id: 2, name: 'Pro', price: '29.00', max_team_members: 100, max_assets: 5 }]),
    ),
  );
  await openTeamManagement();
  await waitFor(() => expect(planBanner()).toHaveTextContent('Unlimited members'));

  act(() => store.set(saveActiveTeamAtom, { id: demo.noPlanTeamId, name: 'Northwind Outreach' }));
  await waitFor(() => expect(planBanner()).toHaveTextContent('No Active Plan'));
  expect(planBanner()).not.toHaveTextContent(/left|Unlimited/);
});

it('edits a role: the current one preselected, the new one sent as an integer', async () => {
  const user = await openTeamManagement();
  const received = recordRequests(server);
  const edit = await openDialog(user, 'Edit role of Priya Shah', 'Edit Member Role');
  expect(edit).toHaveTextContent('priya@causeway.test');
  await chooseRole(user, edit, 'Member');
  await user.click(within(edit).getByRole('button', { name: 'Save Role' }));

  expect(await screen.findByText('Priya Shah is now a Member.')).toBeInTheDocument();
  const updated = received.find((request) => request.method === 'PATCH');
  expect(updated?.path).toBe('/api/teams/members/102/update/');
  expect(updated?.body).toEqual({ role: 3 });
  await waitFor(() => expect(within(row(membersTable(), 'Priya Shah')).getByText('Member')).toBeInTheDocument());
});

it("deletes a member after asking: '{name} deleted successfully!'", async () => {
  const user = await openTeamManagement();
  const received = recordRequests(server);
  await user.click(screen.getByRole('button', { name: 'Delete Marco Rossi' }));
  await confirm(user, 'Delete Member', 'Delete Member');
  expect(await screen.findByText('Marco Rossi deleted successfully!')).toBeInTheDocument();
  expect(calls(received)).toContain(`DELETE /teams/members/${demo.memberId}/delete/`);
  await waitFor(() => expect(within(membersTable()).queryByText('Marco Rossi')).not.toBeInTheDocument());
});

it.each([['teams.add-member-failed', 'Failed to add team member']])(
  '%s: the dialog says so and keeps what was typed',
  async (scenario, text) => {
    const user = await openTeamManagement();
    useScenario(server, scenario);
    const add = await openDialog(user, 'Add Member', 'Add Member');
    await user.type(within(add).getByRole('textbox', { name: 'Email' }), 'noah@causeway.test');
    await chooseRole(user, add, 'Member');
    await user.click(within(add).getByRole('button', { name: 'Add Member' }));
    expect(await within(add).findByRole('alert')).toHaveTextContent(text);
    expect(within(add).getByRole('textbox', { name: 'Email' })).toHaveValue('noah@causeway.test');
  },
);

it("teams.update-member-failed: 'Failed to update team member' in the dialog", async () => {
  const user = await openTeamManagement();
  useScenario(server, 'teams.update-member-failed');
  const edit = await openDialog(user, 'Edit role of Marco Rossi', 'Edit Member Role');
  await chooseRole(user, edit, 'Admin');
  await user.click(within(edit).getByRole('button', { name: 'Save Role' }));
  expect(await within(edit).findByRole('alert')).toHaveTextContent('Failed to update team member');
});

it("a member gone by the time the role is saved: 'No member selected for update', nothing sent", async () => {
  const user = await openTeamManagement();
  const edit = await openDialog(user, 'Edit role of Marco Rossi', 'Edit Member Role');
  // Someone else removes the member meanwhile, and the list is fetched again.
  await api.teams.deleteMember(demo.memberId);
  await act(() => queryClient.invalidateQueries({ queryKey: teamManagementKeys.members(demo.teamId) }));
  const received = recordRequests(server);
  await chooseRole(user, edit, 'Admin');
  await user.click(within(edit).getByRole('button', { name: 'Save Role' }));
  expect(await within(edit).findByRole('alert')).toHaveTextContent('No member selected for update');
  expect(received.filter((request) => request.method === 'PATCH')).toEqual([]);
});

it.each([
  [
    'team-management.delete-member-message',
    'Members with scheduled posts cannot be removed. Reassign their posts first.',
  ],
  ['teams.delete-member-failed', 'Failed to delete team member'],
])("%s: the toast gives the server's message, else 'Failed to delete team member'", async (scenario, text) => {
  const user = await openTeamManagement();
  useScenario(server, scenario);
  await user.click(screen.getByRole('button', { name: 'Delete Marco Rossi' }));
  await confirm(user, 'Delete Member', 'Delete Member');
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(within(membersTable()).getByText('Marco Rossi')).toBeInTheDocument();
});

it('removes a team page after asking: the toast names it, and the list no longer has it', async () => {
  const user = await openTeamManagement();
  const received = recordRequests(server);
  await user.click(screen.getByRole('button', { name: 'Remove Causeway Coffee Roasters' }));
  await confirm(user, 'Remove Page', 'Remove Page');
  expect(await screen.findByText('Causeway Coffee Roasters page removed successfully')).toBeInTheDocument();
  expect(calls(received)).toContain(`DELETE /control-tower/teams/${demo.teamId}/pages/${demo.teamPageId}`);
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: 'Remove Causeway Coffee Roasters' })).not.toBeInTheDocument(),
  );
});

it("team-management.remove-page-failed: 'Failed to remove page', the page kept", async () => {
  const user = await openTeamManagement();
  useScenario(server, 'team-management.remove-page-failed');
  await user.click(screen.getByRole('button', { name: 'Remove Causeway Coffee Roasters' }));
  await confirm(user, 'Remove Page', 'Remove Page');
  expect(await screen.findByText('Failed to remove page')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Remove Causeway Coffee Roasters' })).toBeInTheDocument();
});

it('lists the pages of the platform chosen, with the next step when there are none', async () => {
  const user = await openTeamManagement();
  const received = recordRequests(server);
  await user.click(screen.getByRole('button', { name: /Platform/ }));
  await user.click(await screen.findByRole('option', { name: 'Instagram' }));
  expect(await screen.findByText('No Instagram pages in this team yet.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Add Pages from Your Accounts' })).toHaveAttribute(
    'href',
    paths.controlTower.manageSocialAccount,
  );
  expect(received.find((request) => request.path.endsWith('/pages'))?.query).toEqual({ platform: 'instagram' });
});

it.each([
  ['teams.members-failed', 'Failed to fetch team members'],
  ['team-management.pages-failed', 'Failed to load pages for this platform'],
])('%s: the list says so once retried, with Try Again', async (scenario, text) => {
  useFakeClock();
  useScenario(server, scenario);
  await signInAsDemo();
  render(<TestApp path={paths.controlTower.teamManagement} signedIn={routes} />);
  await runUntil(() => screen.queryByRole('alert') !== null);
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent(text);
  expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
});

it("teams.none: 'No active team selected. Please select a team first.'", async () => {
  useScenario(server, 'teams.none');
  await signInAsDemo();
  render(<TestApp path={paths.controlTower.teamManagement} signedIn={routes} />);
  expect(await screen.findByText('No active team selected. Please select a team first.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});
