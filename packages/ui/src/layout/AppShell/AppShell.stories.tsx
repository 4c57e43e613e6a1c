import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { settledMenu } from '../../testing/settled-overlay';
import { storyNavigate as navigate } from '../../testing/story-navigate';
import { QueueScreen } from '../../screens/queue/QueueScreen';
import { demoQueue } from '../../screens/queue/QueueScreen/queue-fixtures';
import { defaultQueueFilters } from '../../screens/queue/QueueScreen/queue-filters';
import {
  desktopScreen,
  largePhoneScreen,
  phoneScreen,
  tabletScreen,
  veryWideScreen,
  wideScreen,
} from '../../testing/viewports';
import { AppShell, type AppShellProps } from './AppShell';
import { readyProfile, readyTeams } from './shell-fixtures';

function Page({ title = 'Publish Post' }: { title?: string }) {
  return (
    <>
      <h1>{title}</h1>
      <p>The page's own content sits here, inside the main landmark.</p>
    </>
  );
}

/** The shell as the app drives it: the collapse state is kept between renders. */
function Shell(args: AppShellProps) {
  const [collapsed, setCollapsed] = useState(args.isSidebarCollapsed);
  return (
    <AppShell
      {...args}
      isSidebarCollapsed={collapsed}
      onSidebarCollapsedChange={(next) => {
        setCollapsed(next);
        args.onSidebarCollapsedChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Layout/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  globals: desktopScreen,
  args: {
    currentPath: '/home',
    isSidebarCollapsed: false,
    onSidebarCollapsedChange: fn(),
    teams: { ...readyTeams, onSelect: fn(), onRetry: fn() },
    profile: { ...readyProfile, onLogout: fn() },
    children: <Page />,
  },
  render: (args) => <Shell {...args} />,
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /home: the landmarks, Home and Post current, the Publish Content group open. */
export const Home: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('Publish Post');
    const main = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(main).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(within(main).getByRole('link', { name: 'Publish' })).not.toHaveAttribute('aria-current');
    const sidebar = canvas.getByRole('navigation', { name: 'Publishing' });
    await expect(within(sidebar).getByRole('button', { name: 'Publish Content' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(within(sidebar).getByRole('link', { name: 'Post' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['Story', 'Reel', 'Queues', 'Publish History', 'Bulk Delete', 'Help Center']) {
      await expect(within(sidebar).getByRole('link', { name })).toBeVisible();
    }
    await expect(canvas.getByRole('button', { name: 'Team: Causeway Studio' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Upgrade' })).toBeVisible();
  },
};

/** The queue: Publish holds the page, the group is closed, Queues is current. */
export const Queue: Story = {
  args: { currentPath: '/team/queues', children: <Page title="Queue" /> },
  play: async ({ canvas }) => {
    const main = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(main).getByRole('link', { name: 'Publish' })).toHaveAttribute('aria-current', 'true');
    const sidebar = canvas.getByRole('navigation', { name: 'Publishing' });
    await expect(within(sidebar).getByRole('button', { name: 'Publish Content' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(within(sidebar).queryByRole('link', { name: 'Post' })).not.toBeInTheDocument();
    await expect(within(sidebar).getByRole('link', { name: 'Queues' })).toHaveAttribute('aria-current', 'page');
  },
};

/** The links lead where the route table says. */
export const Navigates: Story = {
  tags: ['behaviour'],
  play: async ({ canvas }) => {
    const main = canvas.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(main).getByRole('link', { name: 'Calendar' }));
    await expect(navigate).toHaveBeenLastCalledWith('/team/calendar', undefined);
    await userEvent.click(within(main).getByRole('link', { name: 'Team members' }));
    await expect(navigate).toHaveBeenLastCalledWith('/control-tower/team-management', undefined);
    await userEvent.click(within(main).getByRole('link', { name: 'Add social account' }));
    await expect(navigate).toHaveBeenLastCalledWith('/control-tower/manage-social-account', undefined);
    await userEvent.click(within(main).getByRole('link', { name: 'Control Tower' }));
    await expect(navigate).toHaveBeenLastCalledWith('/control-tower/personal', undefined);
    await userEvent.click(canvas.getByRole('link', { name: 'Upgrade' }));
    await expect(navigate).toHaveBeenLastCalledWith('/control-tower/plan', undefined);
    const sidebar = canvas.getByRole('navigation', { name: 'Publishing' });
    await userEvent.click(within(sidebar).getByRole('link', { name: 'Help Center' }));
    await expect(navigate).toHaveBeenLastCalledWith('/help', undefined);
  },
};

/** Collapsed to 4 rem: each link keeps its name and shows it as a tooltip on focus. */
export const CollapsedSidebar: Story = {
  args: { isSidebarCollapsed: true },
  play: async ({ canvas }) => {
    const sidebar = canvas.getByRole('navigation', { name: 'Publishing' });
    await expect(sidebar.parentElement?.getBoundingClientRect().width).toBe(64);
    const queues = within(sidebar).getByRole('link', { name: 'Queues' });
    queues.focus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}{Tab}');
    await expect(queues).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Queues');
    await expect(within(sidebar).getByRole('link', { name: 'Post' })).toHaveAttribute('aria-current', 'page');
  },
};

/** The collapse button toggles between 16 rem and 4 rem and tells the app, which remembers it. */
export const TogglesSidebar: Story = {
  tags: ['behaviour'],
  play: async ({ canvas, args }) => {
    const rail = canvas.getByRole('navigation', { name: 'Publishing' }).parentElement!;
    await expect(rail.getBoundingClientRect().width).toBe(256);
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse sidebar' }));
    await expect(args.onSidebarCollapsedChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(rail.getBoundingClientRect().width).toBe(64));
    await userEvent.click(canvas.getByRole('button', { name: 'Expand sidebar' }));
    await expect(args.onSidebarCollapsedChange).toHaveBeenLastCalledWith(false);
  },
};

/** The team switcher lists the teams with the active one checked; choosing another asks the app. */
export const SwitchingTeam: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Team: Causeway Studio' }));
    const menu = await settledMenu();
    await expect(within(menu).getByRole('menuitemradio', { name: 'Causeway Studio' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Manage Teams' })).toBeVisible();
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Northwind Outreach' }));
    await expect(args.teams.onSelect).toHaveBeenCalledWith('2');
  },
};

export const TeamsLoading: Story = {
  args: { teams: { status: 'loading', teams: [], activeTeamId: null, onSelect: fn() } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Loading teams...' }));
    const menu = await settledMenu();
    await expect(within(menu).getByRole('menuitemradio', { name: 'Loading teams...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const NoTeams: Story = {
  args: { teams: { status: 'ready', teams: [], activeTeamId: null, onSelect: fn() } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'No teams available' }));
    const menu = await settledMenu();
    await expect(within(menu).getByRole('menuitemradio', { name: 'No teams available' })).toBeVisible();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Manage Teams' }));
    await expect(navigate).toHaveBeenLastCalledWith('/control-tower/team-management', undefined);
  },
};

/** 'Failed to fetch teams' inside the switcher, with a retry. */
export const TeamsFailed: Story = {
  args: {
    teams: {
      status: 'error',
      teams: [],
      activeTeamId: null,
      errorMessage: 'Failed to fetch teams',
      onSelect: fn(),
      onRetry: fn(),
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Failed to fetch teams' }));
    const menu = await settledMenu();
    await expect(within(menu).getByRole('menuitemradio', { name: 'Failed to fetch teams' })).toBeVisible();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Try Again' }));
    await expect(args.teams.onRetry).toHaveBeenCalledOnce();
  },
};

/** The profile menu: name, email, 'Personal', the four entries; Log Out asks the app. */
export const ProfileMenuOpen: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu for Demo User' }));
    const menu = await settledMenu();
    const popover = menu.parentElement!;
    await expect(within(popover).getByText('demo@causeway.test')).toBeVisible();
    await expect(within(popover).getByText('Personal')).toBeVisible();
    for (const name of ['Pricing', 'Billing Details', 'Account Settings']) {
      await expect(within(menu).getByRole('menuitem', { name })).toBeVisible();
    }
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log Out' }));
    await expect(args.profile.onLogout).toHaveBeenCalledOnce();
  },
};

export const ProfileLoading: Story = {
  args: { profile: { status: 'loading', onLogout: fn() } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    await settledMenu();
    await expect(screen.getByText('Loading...')).toBeVisible();
  },
};

export const ProfileError: Story = {
  args: { profile: { status: 'error', errorMessage: 'Failed to fetch user details', onLogout: fn() } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    await settledMenu();
    await expect(screen.getByText('Error: Failed to fetch user details')).toBeVisible();
  },
};

/** 'Please wait... Signing you out' veils the page the person was on (the queue here) until '/' is shown. */
export const SigningOut: Story = {
  args: {
    isSigningOut: true,
    currentPath: '/team/queues',
    children: (
      <QueueScreen
        status="ready"
        items={demoQueue}
        filters={defaultQueueFilters}
        onFiltersChange={fn()}
        onRetry={fn()}
        onEdit={fn()}
        onDelete={fn(() => Promise.resolve())}
        timeZone="Europe/London"
      />
    ),
  },
  play: async () => {
    const status = (await screen.findByText('Signing you out')).closest('[role="status"]');
    await expect(status).toHaveTextContent('Please wait...');
    // The page stays behind the veil, out of reach.
    await expect(screen.getByRole('heading', { level: 1, name: 'Queue' })).toBeInTheDocument();
  },
};

/** The first Tab reaches 'Skip to content', which puts focus on the page. */
export const SkipLink: Story = {
  tags: ['behaviour'],
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

function expectNoSidewaysScroll() {
  const root = document.documentElement;
  return expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
}

/**
 * 390 px: nothing scrolls sideways; the sidebar is a drawer; each top button lists its sub-items.
 * What a phone does not show is not drawn at all: no sidebar, no top links beside the buttons.
 */
export const Phone: Story = {
  globals: largePhoneScreen,
  play: async ({ canvas }) => {
    await expectNoSidewaysScroll();
    await expect(canvas.queryByRole('complementary', { name: 'Sidebar', hidden: true })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Publishing', hidden: true })).not.toBeInTheDocument();
    const main = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(main).queryByRole('link', { name: 'Home', hidden: true })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    const menu = await settledMenu();
    for (const name of ['Compose', 'Draft', 'Queue'])
      await expect(within(menu).getByRole('menuitem', { name })).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: /Suggestions/ })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Queue' }));
    await expect(navigate).toHaveBeenLastCalledWith('/team/queues', undefined);

    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Bulk Delete' }));
    await expect(navigate).toHaveBeenLastCalledWith('/team/bulk-delete', undefined);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument());
  },
};

/** The smallest phone (360 px): the header still fits, Upgrade keeps its name as an icon. */
export const SmallPhone: Story = {
  globals: phoneScreen,
  play: async ({ canvas }) => {
    await expectNoSidewaysScroll();
    await expect(canvas.getByRole('link', { name: 'Upgrade' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Account menu for Demo User' })).toBeVisible();
  },
};

/** A tablet: the top links are links again (the phone's buttons not drawn), the sidebar still a drawer. */
export const Tablet: Story = {
  globals: tabletScreen,
  play: async ({ canvas }) => {
    await expectNoSidewaysScroll();
    const main = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(main).getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(within(main).queryByRole('button', { name: 'Home', hidden: true })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('complementary', { name: 'Sidebar', hidden: true })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Open navigation' })).toBeVisible();
  },
};

/** The page column beside the sidebar: at most 1280 px wide and centred in the space it has. */
async function expectCentredPage(canvasElement: HTMLElement) {
  await expectNoSidewaysScroll();
  const main = within(canvasElement).getByRole('main').getBoundingClientRect();
  const rail = within(canvasElement).getByRole('navigation', { name: 'Publishing' }).getBoundingClientRect();
  await expect(main.width).toBeLessThanOrEqual(1280);
  const spaceLeft = main.left - rail.right;
  const spaceRight = window.innerWidth - main.right;
  await expect(Math.abs(spaceLeft - spaceRight)).toBeLessThanOrEqual(2);
}

/** A wide desktop (1440 px): the sidebar beside the page, the page centred in what is left. */
export const WideScreen: Story = {
  globals: wideScreen,
  play: async ({ canvasElement }) => expectCentredPage(canvasElement),
};

/**
 * A very wide screen (2560 px): the page keeps its 1280 px column, centred; the sidebar keeps its
 * width and runs the full height.
 */
export const VeryWideScreen: Story = {
  globals: veryWideScreen,
  play: async ({ canvasElement }) => {
    await expectCentredPage(canvasElement);
    const collapse = within(canvasElement).getByRole('button', { name: 'Collapse sidebar' }).getBoundingClientRect();
    await expect(collapse.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(collapse.bottom).toBeGreaterThan(window.innerHeight - 80);
  },
};
