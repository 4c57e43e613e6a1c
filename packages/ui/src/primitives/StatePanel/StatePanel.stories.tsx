import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarX2 } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { StatePanel } from './StatePanel';

const meta = {
  title: 'Primitives/StatePanel',
  component: StatePanel,
  args: {
    tone: 'empty',
    title: 'No blog posts yet',
    children: 'New articles will appear here soon.',
  },
} satisfies Meta<typeof StatePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A quiet empty state: not announced, no buttons. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No blog posts yet')).toBeVisible();
    await expect(canvas.getByText('New articles will appear here soon.')).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

/** Empty with the list's own icon and the next step. */
export const EmptyWithNextAction: Story = {
  args: {
    title: 'No scheduled posts found',
    children: undefined,
    icon: <CalendarX2 size={32} />,
    action: <Button onPress={fn()}>Create Post</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No scheduled posts found')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create Post' })).toBeVisible();
  },
};

/** A failure is announced at once and offers a retry. */
export const ErrorWithRetry: Story = {
  name: 'Error — with retry',
  args: {
    tone: 'error',
    title: 'Unable to Load Plans',
    children: 'Unable to load pricing plans. Please try again later.',
    onRetry: fn(),
  },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Unable to Load Plans');
    await expect(alert).toHaveTextContent('Unable to load pricing plans. Please try again later.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The retry button's words can change, and another step can stand beside it. */
export const ErrorWithOwnRetryLabel: Story = {
  name: 'Error — with own retry label',
  args: {
    tone: 'error',
    title: 'Failed to load posts',
    children: undefined,
    onRetry: fn(),
    retryLabel: 'Reload',
    action: <Button variant="quiet">Contact support</Button>,
  },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(within(alert).queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    await expect(within(alert).getByRole('button', { name: 'Contact support' })).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** An error without a retry is only the message. */
export const ErrorWithoutRetry: Story = {
  name: 'Error — without retry',
  args: { tone: 'error', title: 'Failed to load FAQ content', children: 'Check your connection and try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load FAQ content');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
