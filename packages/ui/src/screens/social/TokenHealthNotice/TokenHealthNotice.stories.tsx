import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { largePhoneScreen } from '../../../testing/viewports';
import { storyTimeZone, storyWarnings } from '../parts/social-fixtures';
import { TokenHealthNotice } from './TokenHealthNotice';

const [expiring, expired] = storyWarnings;

const meta = {
  title: 'Screens/Social/TokenHealthNotice',
  component: TokenHealthNotice,
  parameters: { layout: 'padded' },
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

/** A login that runs out in 3 days: when, and what the team has scheduled before and after. */
export const ExpiringSoon: Story = {
  play: async ({ canvas, args }) => {
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent('The Facebook login for Demo User runs out in 3 days, on 28 Nov 2026.');
    await expect(notice).toHaveTextContent(
      'Causeway Studio has 9 scheduled items on its pages: 3 go out before then; 6 after will fail unless you reconnect.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reconnect Demo User' }));
    await expect(args.onReconnect).toHaveBeenCalledWith('601');
  },
};
export const ExpiringSoonOnPhone: Story = { ...ExpiringSoon, globals: largePhoneScreen };

/** A login that has run out: everything scheduled on its pages will fail. */
export const Expired: Story = {
  args: { warnings: expired ? [expired] : [], teamName: 'Northwind Outreach' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'The Facebook login for Northwind Outreach ran out on 23 Nov 2026.Northwind Outreach has 2 scheduled items on its pages: they will fail unless you reconnect.',
    );
  },
};
export const ExpiredOnPhone: Story = { ...Expired, globals: largePhoneScreen };

/** Two accounts running out: one warning each. */
export const Several: Story = {
  args: { warnings: storyWarnings },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
    await expect(canvas.getAllByRole('button', { name: /^Reconnect / })).toHaveLength(2);
  },
};
export const SeveralOnPhone: Story = { ...Several, globals: largePhoneScreen };

/** Before the team's scheduled items are in: the warning already says what is at stake. */
export const CountsUnknown: Story = {
  args: { warnings: expiring ? [{ ...expiring, scheduled: null }] : [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Scheduled items on its pages will fail after then unless you reconnect.',
    );
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
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('status');
    await expect(first).toHaveTextContent(
      'Causeway Studio has no scheduled items on its pages yet; reconnect before scheduling any.',
    );
    await expect(second).toHaveTextContent(
      'Causeway Studio has 1 scheduled item on its pages, all going out before then.',
    );
  },
};

/** Reconnecting: Facebook Login is open for that account; the others wait. */
export const Reconnecting: Story = {
  args: { warnings: storyWarnings, reconnectingId: '601' },
  play: async ({ canvas }) => {
    const notices = canvas.getAllByRole('status');
    await expect(within(notices[0]!).getByRole('button', { name: 'Reconnecting... Demo User' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(notices[1]!).getByRole('button', { name: 'Reconnect Northwind Outreach' })).toBeDisabled();
  },
};
export const ReconnectingOnPhone: Story = { ...Reconnecting, globals: largePhoneScreen };
