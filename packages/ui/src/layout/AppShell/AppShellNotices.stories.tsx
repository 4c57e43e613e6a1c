import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyTimeZone, storyWarnings } from '../../screens/social/parts/social-fixtures';
import { TokenHealthNotice, type TokenHealthNoticeProps } from '../../screens/social/TokenHealthNotice';
import { settledDialog } from '../../testing/settled-overlay';
import { storyNavigate as navigate } from '../../testing/story-navigate';
import { largePhoneScreen, phoneScreen, tabletScreen, wideScreen } from '../../testing/viewports';
import { AppShell, type AppShellProps } from './AppShell';
import { BillingNotice } from './BillingNotice';
import { readyProfile, readyTeams } from './shell-fixtures';

const onReconnect = fn();

function TokenWarnings(props: Partial<TokenHealthNoticeProps>) {
  return (
    <TokenHealthNotice
      warnings={storyWarnings.slice(0, 1)}
      teamName="Causeway Studio"
      onReconnect={onReconnect}
      timeZone={storyTimeZone}
      {...props}
    />
  );
}

const billing = <BillingNotice teamName="Northwind Outreach" />;

/**
 * The notices about the active team live in the header bar: 'No Active Billing Plan' and the
 * token-health warnings. The header's height is fixed before they are known (a row of their own
 * below 1280 px), so one that arrives late moves nothing, and the page shows at once.
 */
const meta = {
  title: 'Layout/Shell notices',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  globals: wideScreen,
  args: {
    currentPath: '/home',
    isSidebarCollapsed: false,
    onSidebarCollapsedChange: fn(),
    teams: { ...readyTeams, onSelect: fn(), onRetry: fn() },
    profile: { ...readyProfile, onLogout: fn() },
    children: (
      <>
        <h1>Publish Post</h1>
        <p>The page's own content sits here, inside the main landmark.</p>
      </>
    ),
  },
  beforeEach: () => onReconnect.mockClear(),
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The notices' live region, inside the header (the banner landmark). */
const noticesOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('banner')).getByRole('status', { name: 'Notices' });

/** Every notice inside the header's box, and nothing scrolls sideways. */
async function expectNoticesFit(canvasElement: HTMLElement) {
  const header = within(canvasElement).getByRole('banner').getBoundingClientRect();
  for (const notice of within(noticesOf(canvasElement)).getAllByRole('group')) {
    const box = notice.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(header.left);
    await expect(box.right).toBeLessThanOrEqual(header.right);
    await expect(box.bottom).toBeLessThanOrEqual(header.bottom);
  }
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
}

/** The active team has no plan: the spec's title and 'Subscribe to Plan', in the header. */
export const NoActivePlan: Story = {
  args: { teams: { ...readyTeams, activeTeamId: '2', onSelect: fn() }, notices: billing },
  play: async ({ canvas, canvasElement }) => {
    const notice = within(noticesOf(canvasElement)).getByRole('group', { name: 'No Active Billing Plan' });
    await expect(notice).toHaveAccessibleDescription('Northwind Outreach needs a plan to publish and schedule posts.');
    await expect(within(canvas.getByRole('main')).queryByRole('group')).not.toBeInTheDocument();
    await expectNoticesFit(canvasElement);
    await userEvent.click(within(notice).getByRole('link', { name: 'Subscribe to Plan' }));
    await expect(navigate).toHaveBeenLastCalledWith('/control-tower/plan', undefined);
  },
};

/** The smallest phone: the headline shortens to 'No plan'; its name stays the spec's. */
export const NoActivePlanOnSmallPhone: Story = {
  ...NoActivePlan,
  globals: phoneScreen,
  play: async (context) => {
    await expect(within(noticesOf(context.canvasElement)).getByText('No plan')).toBeVisible();
    await NoActivePlan.play?.(context);
  },
};

/** One login running out: the account and when, Reconnect beside it, the detail a press away. */
export const TokenWarning: Story = {
  args: { notices: <TokenWarnings /> },
  play: async ({ canvasElement }) => {
    const notice = within(noticesOf(canvasElement)).getByRole('group', {
      name: 'Demo User: Facebook login runs out in 3 days',
    });
    await expectNoticesFit(canvasElement);
    await userEvent.click(within(notice).getByRole('button', { name: 'Demo User: Facebook login runs out in 3 days' }));
    const detail = await settledDialog('Facebook login to reconnect');
    await expect(detail).toHaveTextContent(
      'Causeway Studio has 9 scheduled items on its pages: 3 go out before then; 6 after will fail unless you reconnect.',
    );
    await userEvent.click(within(detail).getByRole('button', { name: 'Reconnect Demo User' }));
    await expect(onReconnect).toHaveBeenCalledWith('601');
    await userEvent.click(within(notice).getByRole('button', { name: 'Reconnect Demo User' }));
    await expect(onReconnect).toHaveBeenCalledTimes(2);
  },
};
export const TokenWarningOnPhone: Story = { ...TokenWarning, globals: largePhoneScreen };

/** Both notices: each keeps its icon and action on every width, the headlines as long as fit. */
export const BothNotices: Story = {
  args: {
    teams: { ...readyTeams, activeTeamId: '2', onSelect: fn() },
    notices: (
      <>
        {billing}
        <TokenWarnings warnings={storyWarnings.slice(1)} teamName="Northwind Outreach" />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const notices = within(noticesOf(canvasElement));
    await expect(notices.getAllByRole('group')).toHaveLength(2);
    await expectNoticesFit(canvasElement);
    await expect(notices.getByRole('link', { name: 'Subscribe to Plan' })).toBeVisible();
    const warning = notices.getByRole('group', { name: 'Northwind Outreach: Facebook login has run out' });
    await userEvent.click(
      within(warning).getByRole('button', { name: 'Northwind Outreach: Facebook login has run out' }),
    );
    const detail = await settledDialog('Facebook login to reconnect');
    await userEvent.click(within(detail).getByRole('button', { name: 'Reconnect Northwind Outreach' }));
    await expect(onReconnect).toHaveBeenCalledWith('602');
  },
};
export const BothNoticesOnTablet: Story = { ...BothNotices, globals: tabletScreen };
export const BothNoticesOnPhone: Story = { ...BothNotices, globals: largePhoneScreen };
export const BothNoticesOnSmallPhone: Story = { ...BothNotices, globals: phoneScreen };

/** Several logins running out: how many, and a Reconnect that opens the detail with one per account. */
export const SeveralWarnings: Story = {
  args: { notices: <TokenWarnings warnings={storyWarnings} /> },
  play: async ({ canvasElement }) => {
    const notice = within(noticesOf(canvasElement)).getByRole('group', { name: '2 Facebook logins need reconnecting' });
    await expectNoticesFit(canvasElement);
    await userEvent.click(within(notice).getByRole('button', { name: 'Reconnect 2 accounts' }));
    const detail = await settledDialog('Facebook logins to reconnect');
    await expect(detail).toHaveTextContent('The Facebook login for Demo User runs out in 3 days, on 28 Nov 2026.');
    await expect(detail).toHaveTextContent('The Facebook login for Northwind Outreach ran out on 23 Nov 2026.');
    await userEvent.click(within(detail).getByRole('button', { name: 'Reconnect Demo User' }));
    await expect(onReconnect).toHaveBeenCalledWith('601');
  },
};
export const SeveralWarningsOnPhone: Story = { ...SeveralWarnings, globals: largePhoneScreen };

/** Facebook Login is open for one account: the header's Reconnect waits, and in the detail the others do. */
export const Reconnecting: Story = {
  args: { notices: <TokenWarnings warnings={storyWarnings} reconnectingId="601" /> },
  play: async ({ canvasElement }) => {
    const notice = within(noticesOf(canvasElement)).getByRole('group', { name: '2 Facebook logins need reconnecting' });
    await expect(within(notice).getByRole('button', { name: 'Reconnecting... Demo User' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(notice).getByRole('button', { name: '2 Facebook logins need reconnecting' }));
    const detail = await settledDialog('Facebook logins to reconnect');
    await expect(within(detail).getByRole('button', { name: 'Reconnecting... Demo User' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(detail).getByRole('button', { name: 'Reconnect Northwind Outreach' })).toBeDisabled();
  },
};
export const ReconnectingOnPhone: Story = { ...Reconnecting, globals: largePhoneScreen };

/** The story's play brings the notices in through it, as their calls answering do in the app. */
const arrivals = new EventTarget();

function NoticesLater(args: AppShellProps) {
  const [isIn, setIn] = useState(false);
  // Listening from the commit on, before the play starts.
  useLayoutEffect(() => {
    const arrive = () => setIn(true);
    arrivals.addEventListener('arrive', arrive);
    return () => arrivals.removeEventListener('arrive', arrive);
  }, []);
  return (
    <AppShell
      {...args}
      notices={
        isIn ? (
          <>
            {billing}
            <TokenWarnings />
          </>
        ) : null
      }
    />
  );
}

/** The page shows at once; notices that arrive after it move neither the page nor the header. */
export const NoticesArriveLate: Story = {
  render: (args) => <NoticesLater {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Publish Post' });
    await expect(heading).toBeVisible();
    const before = { heading: heading.getBoundingClientRect().top, header: canvas.getByRole('banner').offsetHeight };
    arrivals.dispatchEvent(new Event('arrive'));
    await waitFor(() => expect(within(noticesOf(canvasElement)).getAllByRole('group')).toHaveLength(2));
    await expect(heading.getBoundingClientRect().top).toBe(before.heading);
    await expect(canvas.getByRole('banner').offsetHeight).toBe(before.header);
  },
};
export const NoticesArriveLateOnPhone: Story = { ...NoticesArriveLate, globals: largePhoneScreen };
