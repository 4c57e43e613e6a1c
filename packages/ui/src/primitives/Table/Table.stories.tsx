import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarX2 } from 'lucide-react';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sprinkles } from '../../theme/sprinkles.css';
import { palette } from '../../theme/tokens';
import { expectFocusRing } from '../../testing/focus-ring';
import { whilePointerOver } from '../../testing/pointer-hover';
import { CategoryBadge, StatusBadge } from '../Badge';
import { Button } from '../Button';
import { Pagination, pageSlice } from '../Pagination';
import { Table, type TableColumn, type TableProps } from './Table';
import { phoneScreen } from '../../testing/viewports';

interface ScheduledPost {
  id: number;
  category: 'post' | 'story' | 'reel';
  pages: string;
  status: string;
  scheduledFor: string;
  message: string;
}

const statuses = ['scheduled', 'published', 'failed', 'processing', 'cancelled'];
const categories = ['post', 'story', 'reel'] as const;

const posts: ScheduledPost[] = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  category: categories[index % 3] ?? 'post',
  pages: index % 4 === 0 ? 'Harbour Café, Riverside Books' : 'Harbour Café',
  status: statuses[index % statuses.length] ?? 'scheduled',
  scheduledFor: `${String((index % 28) + 1).padStart(2, '0')}/12/2026 ${String(9 + (index % 8)).padStart(2, '0')}:30`,
  message: `Post ${index + 1}: our winter opening hours, the new seasonal menu and a thank-you to everyone who came to the launch evening.`,
}));

const columns: TableColumn<ScheduledPost>[] = [
  { id: 'pages', name: 'Pages', cell: (post) => post.pages },
  { id: 'category', name: 'Category', cell: (post) => <CategoryBadge category={post.category} /> },
  { id: 'status', name: 'Status', cell: (post) => <StatusBadge status={post.status} /> },
  { id: 'scheduled', name: 'Schedule Date', cell: (post) => post.scheduledFor },
  { id: 'message', name: 'Message', cell: (post) => post.message, isTruncated: true },
  {
    id: 'action',
    name: 'Action',
    align: 'end',
    cell: (post) => (
      <Button size="small" variant="quiet" aria-label={`Delete post ${post.id}`}>
        Delete
      </Button>
    ),
  },
];

const emptyState = {
  icon: <CalendarX2 size={24} />,
  text: 'No scheduled posts found',
  action: <Button size="small">Create Post</Button>,
};

const meta = {
  title: 'Primitives/Table',
  component: Table<ScheduledPost>,
  args: {
    'aria-label': 'Scheduled posts',
    columns,
    items: posts.slice(0, 10),
    emptyState,
  },
} satisfies Meta<TableProps<ScheduledPost>>;

export default meta;
type Story = StoryObj<typeof meta>;

function rgb(hex: string) {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

export const Populated: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Scheduled posts' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual(['Pages', 'Category', 'Status', 'Schedule Date', 'Message', 'Action']);
    // A header row and ten rows, each named by its first column.
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('Harbour Café, Riverside Books');
    await expect(within(table).getAllByText('Cancelled')[0]).toBeVisible();
  },
};

export const StickyHeader: Story = {
  args: { items: posts },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    const scroller = table.parentElement as HTMLElement;
    const header = within(table).getAllByRole('columnheader')[0] as HTMLElement;
    const top = header.getBoundingClientRect().top;
    scroller.scrollTop = 400;
    await waitFor(() => expect(scroller.scrollTop).toBeGreaterThan(0));
    await expect(Math.round(header.getBoundingClientRect().top)).toBe(Math.round(top));
  },
};

export const RowHoverTint: Story = {
  play: async ({ canvas }) => {
    const cell = canvas.getAllByRole('rowheader')[0] as HTMLElement;
    await expect(getComputedStyle(cell).backgroundColor).toBe(rgb(palette.surface));
    // The row's name reads like its other cells, not as a bold header.
    await expect(getComputedStyle(cell).fontWeight).toBe(
      getComputedStyle(canvas.getAllByRole('cell')[0] as HTMLElement).fontWeight,
    );
    await whilePointerOver(cell, async (isReal) => {
      if (isReal) await waitFor(() => expect(getComputedStyle(cell).backgroundColor).toBe(rgb(palette.surfaceMuted)));
    });
  },
};

/**
 * The keyboard: the card is one stop (arrow keys scroll it), then Tab goes from one row's button to
 * the next (a table of records, not a grid of cells).
 */
export const KeyboardThroughRows: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const card = canvas.getByRole('group', { name: 'Scheduled posts' });
    await expect(card).toHaveFocus();
    await expectFocusRing(card);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Delete post 1' })).toHaveFocus();
    await expectFocusRing(canvas.getByRole('button', { name: 'Delete post 1' }));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Delete post 2' })).toHaveFocus();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No scheduled posts found')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create Post' })).toBeVisible();
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(6);
  },
};

export const EmptyWithoutAction: Story = {
  args: { items: [], emptyState: { text: 'No pages available' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No pages available')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    const table = canvas.getByRole('table');
    await expect(table.parentElement).toHaveAttribute('aria-busy', 'true');
    // Skeleton rows keep the table's shape, with no data and no empty-state text.
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(within(table).queryByText('Harbour Café')).not.toBeInTheDocument();
    await expect(canvas.queryByText('No scheduled posts found')).not.toBeInTheDocument();
  },
};

export const HighlightedRow: Story = {
  args: { items: posts, highlightedKey: 21 },
  play: async ({ canvas }) => {
    const row = canvas.getAllByRole('row').find((candidate) => candidate.textContent?.includes('Post 21:'));
    if (!row) throw new Error('Row 21 is missing');
    await expect(row).toHaveAttribute('data-highlighted', 'true');
    const cell = within(row).getByRole('rowheader');
    await expect(getComputedStyle(cell).backgroundColor).toBe(rgb(palette.accentTint));
    // It was scrolled into view inside the table.
    const scroller = canvas.getByRole('table').parentElement as HTMLElement;
    await waitFor(() => expect(scroller.scrollTop).toBeGreaterThan(0));
    const rowBox = row.getBoundingClientRect();
    const scrollerBox = scroller.getBoundingClientRect();
    await expect(rowBox.bottom).toBeLessThanOrEqual(scrollerBox.bottom + 1);
    await expect(rowBox.top).toBeGreaterThanOrEqual(scrollerBox.top);
  },
};

export const SmallScreenScrollsWithFirstColumnPinned: Story = {
  globals: phoneScreen,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    const scroller = table.parentElement as HTMLElement;
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);

    const pinned = canvas.getAllByRole('rowheader')[0] as HTMLElement;
    const status = canvas.getAllByRole('cell')[1] as HTMLElement;
    const pinnedLeft = pinned.getBoundingClientRect().left;
    const statusLeft = status.getBoundingClientRect().left;
    scroller.scrollLeft = 200;
    await waitFor(() => expect(scroller.scrollLeft).toBeGreaterThan(0));
    await expect(pinned.getBoundingClientRect().left).toBe(pinnedLeft);
    await expect(status.getBoundingClientRect().left).toBeLessThan(statusLeft);
  },
};

/** With Pagination below it, as every list screen uses it: 10 rows a page. */
function PaginatedTable(args: TableProps<ScheduledPost>) {
  const [page, setPage] = useState(1);
  return (
    <div className={sprinkles({ display: 'grid', gap: '4' })}>
      <Table {...args} items={pageSlice(posts, page)} />
      <Pagination page={page} total={posts.length} onPageChange={setPage} />
    </div>
  );
}

export const WithPagination: Story = {
  render: (args) => <PaginatedTable {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(rows[1]).toHaveTextContent('Post 21:');
  },
};
