import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { useRef } from 'react';
import { Button } from '../Button';
import { createToaster, type ProgressToast } from './create-toaster';
import { Toaster, type ToasterProps } from './Toast';
import { phoneScreen } from '../../testing/viewports';

const meta = {
  title: 'Primitives/Toast',
  component: Toaster,
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

function toastWith(text: string | RegExp) {
  return screen.findByRole('alertdialog', { name: text });
}

// Review toasts never close by themselves, so designers can look at them.
const review = createToaster({ timeoutMs: null });

/** One of each kind, stacked at the top right, newest on top. */
export const EveryKind: Story = {
  args: { queue: review.queue },
  beforeEach: () => {
    review.success('Post published successfully!');
    review.error('Failed to publish post: The page access token has expired.');
    review.warning('2 of 3 stories published. Check Publish History for the one that failed.');
    review.info('Publishing...');
    review.progress('1/3 completed');
    return () => review.queue.clear();
  },
  play: async () => {
    const region = await screen.findByRole('region', { name: 'Notifications' });
    const toasts = within(region).getAllByRole('alertdialog');
    await expect(toasts.map((toast) => toast.textContent)).toEqual([
      '1/3 completed',
      'Publishing...',
      '2 of 3 stories published. Check Publish History for the one that failed.',
      'Failed to publish post: The page access token has expired.',
      'Post published successfully!',
    ]);
    await expect(within(region).getAllByRole('button', { name: 'Close notification' })).toHaveLength(5);

    // Top right, stacked downwards.
    const first = toasts[0]?.getBoundingClientRect();
    const second = toasts[1]?.getBoundingClientRect();
    await expect(first?.top).toBeLessThan(32);
    await expect(window.innerWidth - (first?.right ?? 0)).toBeLessThan(32);
    await expect(second?.top).toBeGreaterThan(first?.bottom ?? Infinity);
  },
};

export const OnASmallScreen: Story = {
  ...EveryKind,
  globals: phoneScreen,
  play: async () => {
    const region = await screen.findByRole('region', { name: 'Notifications' });
    for (const toast of within(region).getAllByRole('alertdialog')) {
      const box = toast.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};

// A short timeout keeps the test quick; the 5 s default is covered by the unit test.
const quick = createToaster({ timeoutMs: 600 });

export const ClosesByItself: Story = {
  args: { queue: quick.queue },
  render: (args) => (
    <>
      <Button onPress={() => quick.success('Post published successfully!')}>Publish Now</Button>
      <Toaster {...args} />
    </>
  ),
  beforeEach: () => () => quick.queue.clear(),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Publish Now' }));
    await toastWith('Post published successfully!');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

export const InfoStaysUntilDismissed: Story = {
  args: { queue: quick.queue },
  beforeEach: () => {
    quick.info('Scheduling...');
    quick.success('Post published successfully!');
    return () => quick.queue.clear();
  },
  play: async () => {
    const toast = await toastWith('Scheduling...');
    // The success toast beside it closes by itself: its timeout has passed, and the info toast stays.
    await toastWith('Post published successfully!');
    await waitFor(() => expect(screen.queryByText('Post published successfully!')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    await expect(toast).toBeInTheDocument();

    await userEvent.click(within(toast).getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

const publishing = createToaster();

/** A publish flow in miniature: start, report each finished page, finish. */
function ProgressDemo(props: ToasterProps) {
  const progress = useRef<ProgressToast>(undefined);
  const done = useRef(0);
  return (
    <>
      <Button onPress={() => (progress.current = publishing.progress('Publishing...'))}>Publish Reel Now</Button>
      <Button variant="secondary" onPress={() => progress.current?.update(`${++done.current}/3 completed`)}>
        One more done
      </Button>
      <Button variant="secondary" onPress={() => progress.current?.close()}>
        Finish
      </Button>
      <Toaster {...props} />
    </>
  );
}

export const ProgressUpdatesInPlace: Story = {
  args: { queue: publishing.queue },
  render: (args) => <ProgressDemo {...args} />,
  beforeEach: () => () => publishing.queue.clear(),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Publish Reel Now' }));
    const toast = await toastWith('Publishing...');

    await userEvent.click(canvas.getByRole('button', { name: 'One more done' }));
    await userEvent.click(canvas.getByRole('button', { name: 'One more done' }));
    // The same toast, new words.
    await expect(toast).toHaveTextContent('2/3 completed');
    await expect(screen.getAllByRole('alertdialog')).toHaveLength(1);

    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const CloseButtonRemovesIt: Story = {
  args: { queue: publishing.queue },
  beforeEach: () => {
    publishing.error('Failed to delete scheduled post.');
    return () => publishing.queue.clear();
  },
  play: async () => {
    const toast = await toastWith('Failed to delete scheduled post.');
    await userEvent.click(within(toast).getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

const undoable = createToaster({ timeoutMs: null });
const undone: string[] = [];

/** A toast with an action (the calendar's Undo): pressing it acts and closes the toast. */
export const WithAnAction: Story = {
  args: { queue: undoable.queue },
  beforeEach: () => {
    undone.length = 0;
    undoable.success('Post moved to Tuesday 14 October, 09:30.', {
      action: { label: 'Undo', onAction: () => undone.push('undo') },
    });
    return () => undoable.queue.clear();
  },
  play: async () => {
    const toast = await toastWith('Post moved to Tuesday 14 October, 09:30.');
    await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    await expect(undone).toEqual(['undo']);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};
