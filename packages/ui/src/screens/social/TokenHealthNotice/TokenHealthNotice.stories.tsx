import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { notices } from '../../../layout/AppShell/HeaderNotice.css';
import { settledDialog } from '../../../testing/settled-overlay';
import { largePhoneScreen } from '../../../testing/viewports';
import { storyTimeZone, storyWarnings } from '../parts/social-fixtures';
import { TokenHealthNotice } from './TokenHealthNotice';

const [expiring, expired] = storyWarnings;

/**
 * The warning as the header holds it (AppShell's stories show it in place): the headline and
 * Reconnect; the headline opens the detail.
 */
const meta = {
  title: 'Screens/Social/TokenHealthNotice',
  component: TokenHealthNotice,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div role="status" aria-label="Notices" className={notices}>
        <Story />
      </div>
    ),
  ],
  args: {
    warnings: storyWarnings.slice(0, 1),
    teamName: 'Causeway Studio',
    onReconnect: fn(),
    reconnectingId: null,
    timeZone: storyTimeZone,
  },
} satisfies Meta<typeof TokenHealthNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Presses the headline and returns the detail, once it is shown. */
async function openDetail(canvasElement: HTMLElement, headline: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: headline }));
  return settledDialog(/^Facebook logins? to reconnect$/);
}

/**
 * A login that runs out in 3 days: the header names the account and when; the detail says the date
 * and what the team has scheduled before and after; Reconnect in either place reconnects it.
 */
export const ExpiringSoon: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const notice = canvas.getByRole('group', { name: 'Demo User: Facebook login runs out in 3 days' });
    await expect(notice).toBeVisible();
    const detail = await openDetail(canvasElement, 'Demo User: Facebook login runs out in 3 days');
    await expect(detail).toHaveAccessibleName('Facebook login to reconnect');
    await expect(detail).toHaveTextContent('The Facebook login for Demo User runs out in 3 days, on 28 Nov 2026.');
    await expect(detail).toHaveTextContent(
      'Causeway Studio has 9 scheduled items on its pages: 3 go out before then; 6 after will fail unless you reconnect.',
    );
    await userEvent.click(within(detail).getByRole('button', { name: 'Reconnect Demo User' }));
    await expect(args.onReconnect).toHaveBeenCalledWith('601');
    // Facebook Login takes the screen: the detail makes way, focus back on the headline.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Demo User: Facebook login runs out in 3 days' })).toHaveFocus();

    await userEvent.click(within(notice).getByRole('button', { name: 'Reconnect Demo User' }));
    await expect(args.onReconnect).toHaveBeenCalledTimes(2);
  },
};
export const ExpiringSoonOnPhone: Story = { ...ExpiringSoon, globals: largePhoneScreen };

/** A login that has run out: everything scheduled on its pages will fail. */
export const Expired: Story = {
  args: { warnings: expired ? [expired] : [], teamName: 'Northwind Outreach' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('group', { name: 'Northwind Outreach: Facebook login has run out' })).toBeVisible();
    const detail = await openDetail(canvasElement, 'Northwind Outreach: Facebook login has run out');
    await expect(detail).toHaveTextContent(
      'The Facebook login for Northwind Outreach ran out on 23 Nov 2026.Northwind Outreach has 2 scheduled items on its pages: they will fail unless you reconnect.',
    );
  },
};
export const ExpiredOnPhone: Story = { ...Expired, globals: largePhoneScreen };

/**
 * Two accounts running out: the header says how many; its Reconnect opens the detail, where each
 * account has its own (each is a different Facebook login).
 */
export const Several: Story = {
  args: { warnings: storyWarnings },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: '2 Facebook logins need reconnecting' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reconnect 2 accounts' }));
    const detail = await settledDialog('Facebook logins to reconnect');
    await expect(within(detail).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(detail).getAllByRole('button', { name: /^Reconnect / })).toHaveLength(2);
    await userEvent.click(within(detail).getByRole('button', { name: 'Reconnect Northwind Outreach' }));
    await expect(args.onReconnect).toHaveBeenCalledWith('602');
  },
};
export const SeveralOnPhone: Story = { ...Several, globals: largePhoneScreen };

/** Before the team's scheduled items are in: the warning already says what is at stake. */
export const CountsUnknown: Story = {
  args: { warnings: expiring ? [{ ...expiring, scheduled: null }] : [] },
  play: async ({ canvasElement }) => {
    const detail = await openDetail(canvasElement, 'Demo User: Facebook login runs out in 3 days');
    await expect(detail).toHaveTextContent('Scheduled items on its pages will fail after then unless you reconnect.');
  },
};

/** Nothing scheduled yet on its pages, or all of it before the login runs out. */
export const NothingAtStake: Story = {
  args: {
    warnings: expiring
      ? [
          { ...expiring, scheduled: { before: 0, after: 0 } },
          { ...expiring, accountId: '603', accountName: 'Harbour Lights Team', scheduled: { before: 1, after: 0 } },
        ]
      : [],
  },
  play: async ({ canvasElement }) => {
    const detail = await openDetail(canvasElement, '2 Facebook logins need reconnecting');
    const [first, second] = within(detail).getAllByRole('listitem');
    await expect(first).toHaveTextContent(
      'Causeway Studio has no scheduled items on its pages yet; reconnect before scheduling any.',
    );
    await expect(second).toHaveTextContent(
      'Causeway Studio has 1 scheduled item on its pages, all going out before then.',
    );
  },
};

/** A login that runs out later today. */
export const RunsOutToday: Story = {
  args: { warnings: expiring ? [{ ...expiring, daysLeft: 0 }] : [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Demo User: Facebook login runs out today' })).toBeVisible();
  },
};

/** Reconnecting: Facebook Login is open for that account; the header's Reconnect waits, the others too. */
export const Reconnecting: Story = {
  args: { warnings: storyWarnings, reconnectingId: '601' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Reconnecting... Demo User' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const detail = await openDetail(canvasElement, '2 Facebook logins need reconnecting');
    const [first, second] = within(detail).getAllByRole('listitem');
    await expect(within(first!).getByRole('button', { name: 'Reconnecting... Demo User' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(second!).getByRole('button', { name: 'Reconnect Northwind Outreach' })).toBeDisabled();
  },
};
export const ReconnectingOnPhone: Story = { ...Reconnecting, globals: largePhoneScreen };
