import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { desktopScreen, largePhoneScreen } from '../../../testing/viewports';
import { fixtureTimeZone } from '../../review-shared/review-fixtures';
import { defaultHistoryFilters, type HistoryFilters } from './history-filters';
import { historyPages, historyPosts, historyReels, historyStories, postWithUnsafeLink } from './history-fixtures';
import { PublishHistoryScreen, type PublishHistoryScreenProps } from './PublishHistoryScreen';

/** Keeps the filters as the app keeps them in the address, and the lists as the app's cache does. */
function Controlled(props: PublishHistoryScreenProps) {
  const [filters, setFilters] = useState<HistoryFilters>(props.filters);
  const lists = { post: historyPosts(14), story: historyStories, reel: historyReels };
  const items =
    props.items !== meta.args.items
      ? props.items
      : filters.category === 'all'
        ? [...lists.post, ...lists.story, ...lists.reel]
        : lists[filters.category];
  return (
    <PublishHistoryScreen
      {...props}
      items={items}
      filters={filters}
      onFiltersChange={(next) => {
        setFilters(next);
        props.onFiltersChange(next);
      }}
    />
  );
}

const posts = historyPosts(14);

const meta = {
  title: 'Screens/History/PublishHistoryScreen',
  component: PublishHistoryScreen,
  args: {
    status: 'ready',
    items: posts,
    filters: defaultHistoryFilters,
    onFiltersChange: fn(),
    pages: historyPages,
    pagesStatus: 'ready',
    onRetry: fn(),
    onDelete: fn(() => Promise.resolve()),
    timeZone: fixtureTimeZone,
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof PublishHistoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const dataRows = () =>
  within(screen.getByRole('table', { name: 'Publish history' }))
    .getAllByRole('row')
    .slice(1);
const rowWith = (text: string) => {
  const row = dataRows().find((each) => each.textContent?.includes(text));
  if (!row) throw new Error(`No row shows '${text}'`);
  return within(row);
};

/** Published posts, 10 a page, with their link on Facebook and their auto-delete setting. */
export const Posts: Story = {
  globals: desktopScreen,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Publish History' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Post' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('radio', { name: 'Facebook' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: /Page$/ })).toHaveTextContent('All Pages');
    const headers = within(canvas.getByRole('table')).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual([
      'Platform',
      'Page',
      'Status',
      'Published At',
      'Media',
      'Message',
      'Auto Delete',
      'Action',
    ]);
    await expect(dataRows()).toHaveLength(10);
    const first = rowWith('Post 1 from');
    const link = first.getByRole('link', { name: 'View on Facebook' });
    await expect(link).toHaveAttribute('href', 'https://www.facebook.com/104000000000001/posts/5801');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(first.getByText('Disabled')).toBeVisible();
    await expect(rowWith('Post 2 from').getByText('Enabled')).toBeVisible();
    // Failed and deleted posts have no link; a deleted post cannot be deleted again.
    await expect(rowWith('Post 3 from').queryByRole('link')).not.toBeInTheDocument();
    const deleted = rowWith('Post 5 from');
    await expect(deleted.getByText('Deleted')).toBeVisible();
    await expect(deleted.getByRole('button', { name: 'Delete post' })).toBeDisabled();
  },
};

/** Stories: '24 hrs', never a link. */
export const Stories: Story = {
  args: { filters: { ...defaultHistoryFilters, category: 'story' } },
  play: async () => {
    await expect(dataRows()).toHaveLength(4);
    for (const row of dataRows()) {
      await expect(within(row).getByText('24 hrs')).toBeVisible();
      await expect(within(row).queryByRole('link', { name: 'View on Facebook' })).not.toBeInTheDocument();
    }
  },
};

/** Reels: 'Permanent', with their link once published. */
export const Reels: Story = {
  args: { filters: { ...defaultHistoryFilters, category: 'reel' } },
  play: async () => {
    await expect(dataRows()).toHaveLength(3);
    const published = rowWith('Trail running in the fog');
    await expect(published.getByText('Permanent')).toBeVisible();
    await expect(published.getByRole('link', { name: 'View on Facebook' })).toHaveAttribute(
      'href',
      'https://www.facebook.com/reel/771001',
    );
    await expect(rowWith('Landscape cut').queryByRole('link')).not.toBeInTheDocument();
  },
};

/** A failed item says why under its status, when its status check said; without a reason, the badge alone. */
export const FailedWithReason: Story = {
  args: { filters: { ...defaultHistoryFilters, category: 'all' }, items: [...historyReels, ...historyStories] },
  play: async () => {
    const failedReel = rowWith('Landscape cut');
    await expect(failedReel.getByText('Failed')).toBeVisible();
    await expect(
      failedReel.getByText('Invalid video aspect ratio. Please use 9:16 (vertical) aspect ratio.'),
    ).toBeVisible();
    const failedStory = rowWith('Today’s pour');
    await expect(failedStory.getByText('Failed')).toBeVisible();
    await expect(failedStory.queryByText(/Invalid/)).not.toBeInTheDocument();
    await expect(rowWith('Trail running in the fog').queryByText(/Invalid/)).not.toBeInTheDocument();
  },
};

/** All: the three lists together. */
export const All: Story = {
  args: { filters: { ...defaultHistoryFilters, category: 'all' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1–10 of 21 items')).toBeVisible();
  },
};

/** The page filter with 'All Pages', and the status filter. */
export const FilterByPageAndStatus: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Page$/ }));
    const options = await screen.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'All Pages',
      'Causeway Coffee Roasters',
      'Harbour Lights Bakery',
      'Trailhead Outfitters',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Harbour Lights Bakery' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      ...defaultHistoryFilters,
      pageId: '104000000000002',
    });
    // The page list closes (its exit animation) before the status list opens.
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    await expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'All',
      'Published',
      'Pending',
      'Processing',
      'Failed',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Published' }));
    await waitFor(() => expect(dataRows()).toHaveLength(3));
    for (const row of dataRows()) await expect(row).toHaveTextContent('Harbour Lights Bakery');
  },
};

/** One platform at a time: the others are coming. */
export const OtherPlatform: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Instagram (Coming soon!)' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...defaultHistoryFilters, platform: 'instagram' });
    await expect(canvas.getByText('Instagram publish history coming soon!')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Status/ })).not.toBeInTheDocument();
  },
};

/** Deleting a post removes it from Facebook: the dialog says so. */
export const DeletePost: Story = {
  play: async ({ args }) => {
    await userEvent.click(rowWith('Post 1 from').getByRole('button', { name: 'Delete post' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete post from Facebook' });
    await expect(dialog).toHaveTextContent('This deletes the post from your Facebook page.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete post' }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: '801', category: 'post' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** A story is removed here only, and the dialog says why. */
export const DeleteStory: Story = {
  args: { filters: { ...defaultHistoryFilters, category: 'story' } },
  play: async ({ args }) => {
    await userEvent.click(rowWith('Fresh out of the oven').getByRole('button', { name: 'Delete story' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove story from history' });
    await expect(dialog).toHaveTextContent('Facebook does not let apps delete stories');
    await expect(dialog).toHaveTextContent('24 hours');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove story' }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: '901', category: 'story' }));
  },
};

/** A reel is removed here only: it stays on Facebook. */
export const DeleteReel: Story = {
  args: { filters: { ...defaultHistoryFilters, category: 'reel' } },
  play: async () => {
    await userEvent.click(rowWith('Trail running in the fog').getByRole('button', { name: 'Delete reel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove reel from history' });
    await expect(dialog).toHaveTextContent('Reels stay on Facebook permanently.');
  },
};

/** Only http(s) links are offered. */
export const UnsafeLinkHidden: Story = {
  args: { items: [postWithUnsafeLink] },
  play: async () => {
    await expect(rowWith('A post with a javascript: link').queryByRole('link')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading', items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading publish history');
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No posts found')).toBeVisible();
  },
};

/** A list that failed says what failed, with a retry. */
export const LoadError: Story = {
  args: { status: 'error', items: [], errorTitle: 'Failed to fetch posts' },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to fetch posts');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Pages that could not be loaded: 'Failed to load pages' under the page filter, 'All Pages' still works. */
export const PagesFailed: Story = {
  args: { pages: [], pagesStatus: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed to load pages')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Page$/ })).toHaveTextContent('All Pages');
  },
};

export const PagesLoading: Story = {
  args: { pages: [], pagesStatus: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading pages...')).toBeVisible();
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
