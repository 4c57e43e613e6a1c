import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyNavigate } from '../../../testing/story-navigate';
import { desktopScreen, largePhoneScreen } from '../../../testing/viewports';
import { fixtureTimeZone } from '../../review-shared/review-fixtures';
import { defaultQueueFilters, type QueueFilters } from './queue-filters';
import { demoQueue, queueItems } from './queue-fixtures';
import { QueueScreen, type QueueScreenProps } from './QueueScreen';

/** Keeps the filters as the app keeps them in the address. */
function Controlled(props: QueueScreenProps) {
  const [filters, setFilters] = useState<QueueFilters>(props.filters);
  return (
    <QueueScreen
      {...props}
      filters={filters}
      onFiltersChange={(next) => {
        setFilters(next);
        props.onFiltersChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Queue/QueueScreen',
  component: QueueScreen,
  args: {
    status: 'ready',
    items: demoQueue,
    filters: defaultQueueFilters,
    onFiltersChange: fn(),
    onRetry: fn(),
    onEdit: fn(),
    onDelete: fn(() => Promise.resolve()),
    timeZone: fixtureTimeZone,
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof QueueScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const dataRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Scheduled posts' }))
    .getAllByRole('row')
    .slice(1);

/** Scheduled Facebook posts, 10 a page, with every column of the spec. */
export const ScheduledPosts: Story = {
  globals: desktopScreen,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Queue' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Post' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('button', { name: 'Facebook' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: /Status/ })).toHaveTextContent('Scheduled');
    const headers = within(canvas.getByRole('table')).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual([
      'Platform',
      'Category',
      'Pages',
      'Status',
      'Schedule Date',
      'Published Date',
      'Media',
      'Message',
      'Action',
    ]);
    const rows = dataRows(canvasElement);
    await expect(rows).toHaveLength(10);
    const first = within(rows[0] as HTMLElement);
    await expect(first.getByText('Fresh roast Friday: our Ethiopian Yirgacheffe is back in stock.')).toBeVisible();
    await expect(first.getByText('Causeway Coffee Roasters, Harbour Lights Bakery')).toBeVisible();
    // Lisbon time, as the story pins it: the date over the time.
    await expect(first.getByText('1 Dec 2026')).toBeVisible();
    await expect(first.getByText('09:00')).toBeVisible();
    await expect(canvas.getByText('1–10 of 11 items')).toBeVisible();
    await expect(canvas.getByText('Times are shown in your time zone (Europe/Lisbon).')).toBeVisible();
  },
};

/** Story + Failed: the tab and the status narrow the list together; each change is reported. */
export const FilterByCategoryAndStatus: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Story' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...defaultQueueFilters, category: 'story' });
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Failed' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      ...defaultQueueFilters,
      category: 'story',
      status: 'failed',
    });
    const rows = dataRows(canvasElement);
    await expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      await expect(within(row).getByText('Story')).toBeVisible();
      await expect(within(row).getByText('Failed')).toBeVisible();
    }
  },
};

/** Platform toggles: several may be on; a platform with nothing queued shows the empty state. */
export const PlatformToggles: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Instagram (Coming soon!)' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      ...defaultQueueFilters,
      platforms: ['facebook', 'instagram'],
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Facebook' }));
    await expect(await canvas.findByText('No scheduled posts found')).toBeVisible();
  },
};

export const SecondPage: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...defaultQueueFilters, page: 2 });
    await expect(dataRows(canvasElement)).toHaveLength(1);
    await expect(canvas.getByText('11–11 of 11 items')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading posts');
    await expect(canvas.queryByText('No scheduled posts found')).not.toBeInTheDocument();
  },
};

/** 'No scheduled posts found', with the next step. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No scheduled posts found')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Create Post' }));
    await expect(storyNavigate).toHaveBeenCalledWith('/team/publish', undefined);
  },
};

/** 'Failed to load posts', with what went wrong and a retry. */
export const LoadError: Story = {
  args: { status: 'error', items: [], errorText: 'Unable to reach the server. Check your connection and try again.' },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load posts');
    await expect(alert).toHaveTextContent('Unable to reach the server.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Edit asks first, then hands the item over. */
export const EditAsksFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const [first] = dataRows(canvasElement);
    await userEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Edit post' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Edit post' });
    await expect(dialog).toHaveTextContent('Are you sure? You will be redirected to the edit page');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: '701', category: 'post' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** A failed item is the one most worth fixing: it can be edited and scheduled again, as can a cancelled one. */
export const EditFailedAndCancelled: Story = {
  args: { filters: { ...defaultQueueFilters, category: 'all', status: 'all' } },
  play: async ({ canvasElement, args }) => {
    for (const status of ['Failed', 'Cancelled']) {
      const row = dataRows(canvasElement).find((each) => within(each).queryByText(status));
      if (!row) throw new Error(`No ${status} row`);
      const edit = within(row).getByRole('button', { name: /^Edit / });
      await expect(edit).toBeEnabled();
      await expect(edit).not.toHaveAttribute('aria-disabled');
      await userEvent.click(edit);
      const dialog = await screen.findByRole('alertdialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    }
    await expect(args.onEdit).toHaveBeenCalledTimes(2);
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ status: 'failed' }));
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ status: 'cancelled' }));
  },
};

/** A published item stays as it went out: its Edit is unavailable and says why, on hover, focus and press. */
export const PublishedIsReadOnly: Story = {
  args: { filters: { ...defaultQueueFilters, status: 'published' } },
  play: async ({ canvasElement, args }) => {
    const [first] = dataRows(canvasElement);
    const row = within(first as HTMLElement);
    const why = 'This post has been published and can no longer be edited.';
    const edit = row.getByRole('button', { name: 'Edit post' });
    await expect(edit).toHaveAttribute('aria-disabled', 'true');
    await expect(edit).toHaveAccessibleDescription(why);
    await userEvent.click(edit);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(why);
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(args.onEdit).not.toHaveBeenCalled();
    await expect(row.getByRole('button', { name: 'Delete post' })).toBeEnabled();
  },
};

/** The delete's answer, held until the story has seen the dialog wait for it. */
let answerDelete = () => {};

/** Delete asks first; the dialog waits for the call, then closes. Cancel keeps the item. */
export const DeleteAsksFirst: Story = {
  args: {
    onDelete: fn(() => new Promise<void>((resolve) => (answerDelete = resolve))),
  },
  play: async ({ canvasElement, args }) => {
    const [first] = dataRows(canvasElement);
    await userEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Delete post' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete scheduled post' });
    await expect(dialog).toHaveTextContent('Are you sure you want to delete this scheduled post?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await userEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Delete post' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete scheduled post' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: '701' }));
    // The dialog may still be rising in (its first frame at opacity 0) on a busy machine.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Deleting\.\.\./ })).toBeVisible());
    answerDelete();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Sent from the calendar: the page holding the item opens, its row tinted and in view. */
export const Highlighted: Story = {
  args: { highlightedId: '737' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    const row = dataRows(canvasElement).find((each) => each.hasAttribute('data-highlighted'));
    await expect(row).toHaveTextContent('Lunchtime pour-over workshop, 12:30 at the Harbour Street shop. (37)');
    await expect(row).toBeVisible();
  },
};

/** Ten thousand items: still 10 rows, at most five page numbers. */
export const ManyItems: Story = {
  args: { items: queueItems(10_000), filters: { ...defaultQueueFilters, category: 'all', status: 'all' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(dataRows(canvasElement)).toHaveLength(10);
    await expect(canvas.getByText('1–10 of 10,000 items')).toBeVisible();
    const pages = within(canvas.getByRole('navigation', { name: 'Pages of items' }));
    await expect(pages.getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(5);
  },
};

/** On a phone the table slides sideways inside its card; the page itself never does. */
export const Phone: Story = {
  globals: largePhoneScreen,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const scroller = canvas.getByRole('table').parentElement as HTMLElement;
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
  },
};

/**
 * Token health (beyond the spec): the posts due after a linked account's Facebook login runs out
 * say, in their row, which account to reconnect before they fail.
 */
export const LoginRunsOutFirst: Story = {
  name: 'Warning — login runs out before some posts',
  globals: desktopScreen,
  args: {
    items: demoQueue.map((item, index) =>
      index >= 6 && item.status === 'scheduled' ? { ...item, lapsingAccount: 'Mara Lopes' } : item,
    ),
  },
  play: async ({ canvasElement }) => {
    const rows = dataRows(canvasElement);
    const marked = rows.filter((row) => row.textContent?.includes('Fails unless Mara Lopes is reconnected first'));
    await expect(marked.length).toBeGreaterThan(0);
    await expect(marked.length).toBeLessThan(rows.length);
    await expect(
      within(marked[0] as HTMLElement).getByText('Fails unless Mara Lopes is reconnected first'),
    ).toBeVisible();
  },
};
