import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Link } from '../Link';
import { Banner } from './Banner';
import { storyNavigate as navigate } from '../../testing/story-navigate';

const meta = {
  title: 'Primitives/Banner',
  component: Banner,
  args: { tone: 'success', children: 'Password changed successfully!' },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Password changed successfully!');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const ErrorMessage: Story = {
  name: 'Error — message',
  args: { tone: 'error', children: 'Your account is inactive or has been deleted. Please contact support.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your account is inactive or has been deleted.');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const WarningWithAction: Story = {
  args: {
    tone: 'warning',
    title: 'Email Not Verified',
    children: 'Verify your email address to keep full access to your account.',
    action: (
      <Button size="small" variant="secondary">
        Verify Email
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveTextContent('Email Not Verified');
    await expect(canvas.getByRole('button', { name: 'Verify Email' })).toBeVisible();
  },
};

export const InfoWithLink: Story = {
  args: {
    tone: 'info',
    title: 'No Active Billing Plan',
    children: 'A plan is needed to publish for this team.',
    action: (
      <Link variant="standalone" href="/control-tower/plan">
        Subscribe to Plan
      </Link>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Subscribe to Plan' }));
    await expect(navigate).toHaveBeenCalledWith('/control-tower/plan', undefined);
  },
};

export const Dismissable: Story = {
  args: {
    tone: 'info',
    children: 'Your plan is cancelled. Access continues until the end of the current period.',
    onDismiss: fn(),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

export const LongText: Story = {
  args: {
    tone: 'error',
    title: 'Cannot Switch to Free Plan',
    children:
      'This team already has an active paid plan. Cancel the paid subscription first, or wait for it to expire, then switch to the Free plan. Your posts and pages stay as they are in the meantime.',
    onDismiss: fn(),
  },
};
