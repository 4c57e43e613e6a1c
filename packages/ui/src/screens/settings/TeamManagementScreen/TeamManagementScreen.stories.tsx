import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { largePhoneScreen } from '../../../testing/viewports';
import type { TeamPlatform } from './rules';
import { longMember, storyMembers, storyTeam, storyTeamPages } from './team-fixtures';
import { TeamManagementScreen, type TeamManagementScreenProps } from './TeamManagementScreen';
import { typeText } from '../../../testing/type-text';
import { settledDialog } from '../../../testing/settled-overlay';

/** The screen as the page drives it: the chosen platform kept between renders. */
function TeamManagement(args: TeamManagementScreenProps) {
  const [platform, setPlatform] = useState<TeamPlatform>(args.platform);
  return (
    <TeamManagementScreen
      {...args}
      platform={platform}
      onPlatformChange={(next) => {
        setPlatform(next);
        args.onPlatformChange(next);
      }}
    />
  );
}

type Props = TeamManagementScreenProps;
const done = () => Promise.resolve({ ok: true as const });

const meta = {
  title: 'Screens/Settings/TeamManagementScreen',
  component: TeamManagementScreen,
  parameters: { layout: 'padded' },
  args: {
    team: storyTeam,
    // Business allows 10 members; the team has 4.
    plan: { status: 'ready', name: 'Business', left: 6 },
    members: { status: 'ready', items: storyMembers },
    onRetryMembers: fn(),
    platform: 'facebook',
    onPlatformChange: fn(),
    pages: { status: 'ready', items: storyTeamPages },
    onRetryPages: fn(),
    onCreateTeam: fn<Props['onCreateTeam']>(done),
    onAddMember: fn<Props['onAddMember']>(done),
    onUpdateRole: fn<Props['onUpdateRole']>(done),
    onDeleteMember: fn(() => Promise.resolve()),
    onRemovePage: fn(() => Promise.resolve()),
  },
  render: (args) => <TeamManagement {...args} />,
} satisfies Meta<typeof TeamManagementScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const membersTable = (canvas: Canvas) => canvas.getByRole('table', { name: 'Members of Causeway Studio' });
const pagesTable = (canvas: Canvas) => canvas.getByRole('table', { name: 'Facebook pages of Causeway Studio' });

async function openDialog(canvas: Canvas, button: string, dialogName: string) {
  await userEvent.click(canvas.getByRole('button', { name: button }));
  return settledDialog(dialogName);
}

/** The role select's trigger (its name is the chosen role, then 'Role'). */
const roleTrigger = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button')
    .find((button) => button.getAttribute('aria-haspopup') === 'listbox')!;

async function chooseRole(dialog: HTMLElement, role: string) {
  await userEvent.click(roleTrigger(dialog));
  await userEvent.click(await screen.findByRole('option', { name: role }));
}

/** The team's plan and the members it has left, the members with their roles and statuses, the team's pages. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Team Management' })).toBeVisible();
    const plan = canvas.getByRole('region', { name: 'Plan' });
    await expect(plan).toHaveTextContent('Business');
    await expect(plan).toHaveTextContent('6 members left');
    const members = membersTable(canvas);
    const rows = within(members).getAllByRole('row').slice(1);
    await expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Owner',
      'Admin',
      'Member',
      'Member',
    ]);
    await expect(within(rows[3]!).getByText('Inactive')).toBeVisible();
    await expect(within(rows[0]!).getByText('Active')).toBeVisible();
    await expect(within(rows[1]!).getByRole('img', { name: 'Priya Shah' })).toHaveAttribute('data-initials', 'PS');
    const pages = pagesTable(canvas);
    await expect(within(pages).getByText('Causeway Coffee Roasters')).toBeVisible();
    await expect(within(pages).getByText('Inactive')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove Trailhead Outfitters' })).toBeVisible();
  },
};

/** Both lists loading: skeleton rows, the wait announced. */
export const Loading: Story = {
  args: { members: { status: 'loading', items: [] }, pages: { status: 'loading', items: [] } },
  play: async ({ canvas }) => {
    const announced = canvas.getAllByRole('status').map((status) => status.textContent);
    await expect(announced).toEqual(expect.arrayContaining(['Loading members', 'Loading pages']));
  },
};

export const MembersFailed: Story = {
  args: { members: { status: 'error', items: [], errorMessage: 'Failed to fetch team members' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch team members');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetryMembers).toHaveBeenCalledOnce();
  },
};

export const MembersEmpty: Story = {
  args: { members: { status: 'ready', items: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No members in this team yet.')).toBeVisible();
    await expect(within(membersTable(canvas)).getByRole('button', { name: 'Add Member' })).toBeVisible();
  },
};

/** The pages failed: the screen's words, the server's under them, and a retry. */
export const PagesFailed: Story = {
  args: { pages: { status: 'error', items: [], errorMessage: 'Failed to fetch team pages' } },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load pages for this platform');
    await expect(alert).toHaveTextContent('Failed to fetch team pages');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetryPages).toHaveBeenCalledOnce();
  },
};

/** No pages on the platform: the next step is adding them from the team's accounts. */
export const PagesEmpty: Story = {
  args: { platform: 'instagram', pages: { status: 'ready', items: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Instagram pages in this team yet.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add Pages from Your Accounts' })).toHaveAttribute(
      'href',
      '/control-tower/manage-social-account',
    );
  },
};

/** A 409 while fetching pages: a warning, not an error. */
export const PagesWarning: Story = {
  args: {
    pages: {
      status: 'ready',
      items: storyTeamPages,
      warning: 'Pages are being refreshed for this team. The list may be out of date.',
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Pages are being refreshed for this team. The list may be out of date.'),
    ).toBeVisible();
  },
};

/** Another platform is chosen from the selector. */
export const ChoosingPlatform: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Platform/ }));
    const list = await screen.findByRole('listbox');
    await expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Facebook', 'Instagram', 'TikTok']);
    await userEvent.click(within(list).getByRole('option', { name: 'TikTok' }));
    await expect(args.onPlatformChange).toHaveBeenCalledWith('tiktok');
  },
};

/** Without an active team: the spec's words, and the way to make one. */
export const NoActiveTeam: Story = {
  args: { team: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No active team selected. Please select a team first.')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: 'Add New Team' })).toHaveLength(2);
  },
};

/** Add New Team: the name is required, then the team is made and the dialog closes. */
export const AddNewTeam: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await openDialog(canvas, 'Add New Team', 'Add New Team');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Team' }));
    await expect(await within(dialog).findByText('Team name is required')).toBeVisible();
    await expect(args.onCreateTeam).not.toHaveBeenCalled();
    await typeText(within(dialog).getByRole('textbox', { name: 'Team Name' }), 'Harbour Events');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Team' }));
    await expect(args.onCreateTeam).toHaveBeenCalledWith('Harbour Events');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A refused team: 'Team Creation Failed' with the reason; the name stays to be corrected. */
export const AddNewTeamFailed: Story = {
  args: {
    onCreateTeam: fn<Props['onCreateTeam']>(() =>
      Promise.resolve({ ok: false as const, error: 'Failed to create team' }),
    ),
  },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, 'Add New Team', 'Add New Team');
    await typeText(within(dialog).getByRole('textbox', { name: 'Team Name' }), 'Harbour Events');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Team' }));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('Team Creation Failed');
    await expect(alert).toHaveTextContent('Failed to create team');
    await expect(within(dialog).getByRole('textbox', { name: 'Team Name' })).toHaveValue('Harbour Events');
  },
};

/** The add-member rules: email required and valid, role required. */
export const AddMemberRules: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await openDialog(canvas, 'Add Member', 'Add Member');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Member' }));
    await expect(await within(dialog).findByText('Email is required')).toBeVisible();
    await expect(within(dialog).getByText('Role is required')).toBeVisible();
    await typeText(within(dialog).getByRole('textbox', { name: 'Email' }), 'sam.causeway');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Member' }));
    await expect(await within(dialog).findByText('Invalid email address')).toBeVisible();
    await expect(args.onAddMember).not.toHaveBeenCalled();
  },
};

export const AddMember: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await openDialog(canvas, 'Add Member', 'Add Member');
    await typeText(within(dialog).getByRole('textbox', { name: 'Email' }), 'jo@causeway.test');
    await chooseRole(dialog, 'Admin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Member' }));
    await expect(args.onAddMember).toHaveBeenCalledWith({ email: 'jo@causeway.test', role: 'Admin' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The server's answer: its field error on the field, its message above the form. */
export const AddMemberFailed: Story = {
  args: {
    onAddMember: fn<Props['onAddMember']>(() =>
      Promise.resolve({
        ok: false as const,
        error: 'Failed to add team member',
        fieldErrors: { email: ['Enter a valid email address.'] },
      }),
    ),
  },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, 'Add Member', 'Add Member');
    await typeText(within(dialog).getByRole('textbox', { name: 'Email' }), 'jo@causeway.test');
    await chooseRole(dialog, 'Member');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Member' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to add team member');
    await expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Enter a valid email address.',
    );
  },
};

/** Edit opens with the member's role; the new one goes out. */
export const EditRole: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await openDialog(canvas, 'Edit role of Priya Shah', 'Edit Member Role');
    await expect(dialog).toHaveTextContent('priya@causeway.test');
    await expect(roleTrigger(dialog)).toHaveTextContent('Admin');
    await chooseRole(dialog, 'Member');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Role' }));
    await expect(args.onUpdateRole).toHaveBeenCalledWith(storyMembers[1], 'Member');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The member is gone by the time the role is saved: 'No member selected for update'. */
export const EditRoleWithoutMember: Story = {
  args: {
    onUpdateRole: fn<Props['onUpdateRole']>(() =>
      Promise.resolve({ ok: false as const, error: 'No member selected for update' }),
    ),
  },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, 'Edit role of Marco Rossi', 'Edit Member Role');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Role' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('No member selected for update');
  },
};

/** Delete asks first, then waits for the call. */
export const DeleteMember: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Marco Rossi' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Member' });
    await expect(dialog).toHaveTextContent('Remove Marco Rossi from Causeway Studio?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Member' }));
    await expect(args.onDeleteMember).toHaveBeenCalledWith(storyMembers[2]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Remove asks first, naming the page. */
export const RemovePage: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Harbour Lights Bakery' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Page' });
    await expect(dialog).toHaveTextContent('Remove Harbour Lights Bakery from Causeway Studio?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Page' }));
    await expect(args.onRemovePage).toHaveBeenCalledWith(storyTeamPages[1]);
  },
};

/** A long name and address wrap inside their cells. */
export const LongContent: Story = {
  args: { members: { status: 'ready', items: [...storyMembers, longMember] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(longMember.email)).toBeVisible();
  },
};

/**
 * 390 px: the page does not scroll sideways; each table scrolls inside its card, the first column
 * staying in place.
 */
export const ReadyOnPhone: Story = {
  globals: largePhoneScreen,
  play: async ({ canvas }) => {
    const root = document.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const table = membersTable(canvas);
    const scroller = table.parentElement!;
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    const firstCell = within(table).getAllByRole('rowheader')[0]!;
    const before = firstCell.getBoundingClientRect().left;
    scroller.scrollLeft = 200;
    await waitFor(() => expect(scroller.scrollLeft).toBeGreaterThan(0));
    await expect(Math.round(firstCell.getBoundingClientRect().left)).toBe(Math.round(before));
  },
};
export const LoadingOnPhone: Story = { ...Loading, globals: largePhoneScreen };
export const MembersFailedOnPhone: Story = { ...MembersFailed, globals: largePhoneScreen };
export const MembersEmptyOnPhone: Story = { ...MembersEmpty, globals: largePhoneScreen };
export const PagesFailedOnPhone: Story = { ...PagesFailed, globals: largePhoneScreen };
export const PagesEmptyOnPhone: Story = { ...PagesEmpty, globals: largePhoneScreen };
export const PagesWarningOnPhone: Story = { ...PagesWarning, globals: largePhoneScreen };
export const ChoosingPlatformOnPhone: Story = { ...ChoosingPlatform, globals: largePhoneScreen };
export const NoActiveTeamOnPhone: Story = { ...NoActiveTeam, globals: largePhoneScreen };
export const AddNewTeamOnPhone: Story = { ...AddNewTeam, globals: largePhoneScreen };
export const AddNewTeamFailedOnPhone: Story = { ...AddNewTeamFailed, globals: largePhoneScreen };
export const AddMemberRulesOnPhone: Story = { ...AddMemberRules, globals: largePhoneScreen };
export const AddMemberOnPhone: Story = { ...AddMember, globals: largePhoneScreen };
export const AddMemberFailedOnPhone: Story = { ...AddMemberFailed, globals: largePhoneScreen };
export const EditRoleOnPhone: Story = { ...EditRole, globals: largePhoneScreen };
export const EditRoleWithoutMemberOnPhone: Story = { ...EditRoleWithoutMember, globals: largePhoneScreen };
export const DeleteMemberOnPhone: Story = { ...DeleteMember, globals: largePhoneScreen };
export const RemovePageOnPhone: Story = { ...RemovePage, globals: largePhoneScreen };
export const LongContentOnPhone: Story = { ...LongContent, globals: largePhoneScreen };
