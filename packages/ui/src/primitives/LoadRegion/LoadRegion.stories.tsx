import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarX2 } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { heldWork } from '../../testing/held-work';
import { Button } from '../Button';
import { Skeleton } from '../Skeleton';
import { LoadRegion, type LoadRegionProps } from './LoadRegion';
import type { LoadStatus } from './load-status';

const posts = ['Spring sale starts Monday', 'Meet the team behind the café', 'Opening hours over the holidays'];

const meta = {
  title: 'Primitives/LoadRegion',
  component: LoadRegion,
  args: {
    status: 'ready',
    loadingLabel: 'Loading posts',
    empty: { icon: <CalendarX2 size={32} />, title: 'No scheduled posts found' },
    error: { title: 'Failed to load posts', text: 'Check your connection and try again.' },
    onRetry: fn(),
    children: (
      <ul aria-label="Scheduled posts">
        {posts.map((post) => (
          <li key={post}>{post}</li>
        ))}
      </ul>
    ),
  },
} satisfies Meta<typeof LoadRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loaded: the content and nothing else. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('list', { name: 'Scheduled posts' })).getAllByRole('listitem')).toHaveLength(
      3,
    );
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Waiting: skeleton rows marked busy, the wait announced; the content is not there yet. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading posts');
    const busy = canvasElement.querySelector('[aria-busy="true"]');
    await expect(busy).not.toBeNull();
    await expect(busy?.querySelectorAll('span[aria-hidden="true"]')).toHaveLength(10);
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** A screen draws a skeleton shaped like its content. */
export const LoadingWithOwnSkeleton: Story = {
  name: 'Loading — with own skeleton',
  args: {
    status: 'loading',
    skeleton: (
      <>
        <Skeleton shape="title" width="medium" />
        <Skeleton shape="image" />
      </>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading posts');
    await expect(canvasElement.querySelectorAll('[aria-busy="true"] > span')).toHaveLength(2);
  },
};

/** Nothing to show: the icon, the spec's words and the next step. */
export const Empty: Story = {
  args: {
    status: 'empty',
    empty: {
      icon: <CalendarX2 size={32} />,
      title: 'No scheduled posts found',
      action: <Button onPress={fn()}>Create Post</Button>,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No scheduled posts found')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create Post' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** A region with no empty state of its own (a calendar's grid) shows its content when empty. */
export const EmptyWithoutEmptyState: Story = {
  args: { status: 'empty', empty: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Scheduled posts' })).toBeVisible();
  },
};

/** A failure: announced at once, with 'Try Again'. */
export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load posts');
    await expect(alert).toHaveTextContent('Check your connection and try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const LoadErrorWithOwnRetryLabel: Story = {
  args: { status: 'error', error: { title: 'Failed to load posts', retryLabel: 'Reload' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(within(canvas.getByRole('alert')).getByRole('button', { name: 'Reload' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Without `onRetry` a failure is only its message. */
export const LoadErrorWithoutRetry: Story = {
  args: { status: 'error', onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load posts');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The retried request: it answers when the story says. */
const retry = heldWork();

/** As a page drives it: the first load fails, the retry waits for its answer, then the posts arrive. */
function Retrying(args: LoadRegionProps) {
  const [status, setStatus] = useState<LoadStatus>('error');
  return (
    <LoadRegion
      {...args}
      status={status}
      onRetry={() => {
        args.onRetry?.();
        setStatus('loading');
        retry.start(() => setStatus('ready'));
      }}
    />
  );
}

export const RetryThenLoaded: Story = {
  tags: ['behaviour'],
  render: (args) => <Retrying {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(within(canvas.getByRole('alert')).getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading posts');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    retry.finish();
    await waitFor(() => expect(canvas.getByRole('list', { name: 'Scheduled posts' })).toBeVisible());
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};
