import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { settledDialog } from '../../../testing/settled-overlay';
import { desktopScreen, largePhoneScreen } from '../../../testing/viewports';
import { fixturePages, fixtureTimeZone } from '../../review-shared/review-fixtures';
import { defaultBulkDeleteFilters, type BulkDeleteFilters } from './bulk-delete-filters';
import { bulkDeletePages, coffeeBatches, manyBatches } from './bulk-delete-fixtures';
import { BulkDeleteScreen, type BulkDeleteScreenProps } from './BulkDeleteScreen';

/** Keeps the filters as the app keeps them in the address. */
function Controlled(props: BulkDeleteScreenProps) {
  const [filters, setFilters] = useState<BulkDeleteFilters>(props.filters);
  return (
    <BulkDeleteScreen
      {...props}
      batchesStatus={filters.pageId ? props.batchesStatus : 'idle'}
      filters={filters}
      onFiltersChange={(next) => {
        setFilters(next);
        props.onFiltersChange(next);
      }}
    />
  );
}

const coffee = fixturePages[0].id;

const meta = {
  title: 'Screens/BulkDelete/BulkDeleteScreen',
  component: BulkDeleteScreen,
  args: {
    filters: { ...defaultBulkDeleteFilters, pageId: coffee },
    onFiltersChange: fn(),
    pages: bulkDeletePages,
    pagesStatus: 'ready',
    batchesStatus: 'ready',
    batches: coffeeBatches,
    onRetry: fn(),
    onFetchPageData: fn(),
    isFetchingPageData: false,
    onDeleteBatch: fn(() => Promise.resolve()),
    timeZone: fixtureTimeZone,
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof BulkDeleteScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const dataRows = () =>
  within(screen.getByRole('table', { name: 'Post batches' }))
    .getAllByRole('row')
    .slice(1);

/** A page's batches: the one of 0 ids is hidden; only fetched and failed batches can be deleted. */
export const Batches: Story = {
  globals: desktopScreen,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Bulk Delete' })).toBeVisible();
    const headers = within(canvas.getByRole('table')).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual([
      'Platform',
      'Page',
      'Published Time Frame',
      'Status',
      'Total Post IDs',
      'Actions',
    ]);
    const rows = dataRows();
    await expect(rows).toHaveLength(4);
    const fetched = within(rows[0] as HTMLElement);
    await expect(fetched.getByText('42')).toBeVisible();
    await expect(fetched.getByText('Fetched')).toBeVisible();
    await expect(rows[0]).toHaveTextContent('Oldest 17 Oct 2025, 09:00');
    await expect(rows[0]).toHaveTextContent('Latest 28 Nov 2026, 17:00');
    await expect(fetched.getByRole('button', { name: 'Delete batch of 42 posts' })).toBeEnabled();
    await expect(within(rows[1] as HTMLElement).getByRole('button', { name: /Delete batch/ })).toBeDisabled();
    await expect(within(rows[2] as HTMLElement).getByRole('button', { name: /Delete batch/ })).toBeEnabled();
    await expect(within(rows[3] as HTMLElement).getByRole('button', { name: /Delete batch/ })).toBeDisabled();
  },
};

/** The delete's answer, held until the story has seen the dialog wait for it. */
let answerDelete = () => {};

/** The confirmation says how many posts go, permanently, from Facebook. */
export const DeleteBatch: Story = {
  args: { onDeleteBatch: fn(() => new Promise<void>((resolve) => (answerDelete = resolve))) },
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Delete batch of 42 posts' }));
    const dialog = await settledDialog('Delete 42 posts?', 'alertdialog');
    await expect(dialog).toHaveTextContent(
      'This permanently deletes 42 posts of Causeway Coffee Roasters from Facebook. It cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete posts' }));
    await expect(args.onDeleteBatch).toHaveBeenCalledWith(expect.objectContaining({ id: '1101', totalIds: 42 }));
    await expect(await screen.findByRole('button', { name: /Deleting\.\.\./ })).toBeVisible();
    answerDelete();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const FilterByStatus: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Status$/ }));
    await expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'All',
      'Fetched',
      'Deleted',
      'Failed',
      'Processing',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Deleted' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      ...defaultBulkDeleteFilters,
      pageId: coffee,
      status: 'deleted',
    });
    await waitFor(() => expect(dataRows()).toHaveLength(1));
  },
};

/** No page yet: the table waits for one; fetching asks for it first. */
export const NoPageChosen: Story = {
  args: { filters: defaultBulkDeleteFilters, batchesStatus: 'idle', batches: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Choose a page to see its post batches')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Fetch Page Data' }));
    await expect(canvas.getByText('Please select a page first')).toBeVisible();
    const select = canvas.getByRole('button', { name: /Page$/ });
    await expect(select).toHaveFocus();
    await expect(args.onFetchPageData).not.toHaveBeenCalled();

    await userEvent.click(select);
    const options = await screen.findAllByRole('option');
    // Required, and no 'all'.
    await expect(options.map((option) => option.textContent)).toEqual(fixturePages.map((page) => page.name));
    await userEvent.click(screen.getByRole('option', { name: 'Harbour Lights Bakery' }));
    await expect(canvas.queryByText('Please select a page first')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Fetch Page Data' }));
    await expect(args.onFetchPageData).toHaveBeenCalledWith('104000000000002');
  },
};

export const Fetching: Story = {
  args: { isFetchingPageData: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Fetching\.\.\./ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Loading: Story = {
  args: { batchesStatus: 'loading', batches: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading post batches');
  },
};

export const Empty: Story = {
  args: { batches: [coffeeBatches[4]!] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No post batches yet')).toBeVisible();
  },
};

/** 'Failed to load post batches', with a retry. */
export const LoadError: Story = {
  args: { batchesStatus: 'error', batches: [] },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load post batches');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const PagesFailed: Story = {
  args: { filters: defaultBulkDeleteFilters, pages: [], pagesStatus: 'error', batchesStatus: 'idle', batches: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed to load pages')).toBeVisible();
  },
};

/** The other platforms are coming. */
export const OtherPlatform: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'WhatsApp (Coming soon!)' }));
    await expect(canvas.getByText('WhatsApp bulk delete coming soon!')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Fetch Page Data' })).not.toBeInTheDocument();
  },
};

export const ManyBatches: Story = {
  args: { batches: manyBatches },
  play: async ({ canvas }) => {
    await expect(dataRows()).toHaveLength(10);
    await expect(canvas.getByText('1–10 of 23 batches')).toBeVisible();
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
