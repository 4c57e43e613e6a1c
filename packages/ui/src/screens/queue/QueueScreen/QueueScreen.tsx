import { CalendarX2, Pencil, Plus, Trash2, TriangleAlert } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-aria-components';
import { Button } from '../../../primitives/Button';
import { button as buttonStyle } from '../../../primitives/Button/Button.css';
import { CategoryBadge, StatusBadge } from '../../../primitives/Badge';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { Inline } from '../../../primitives/Inline';
import { LoadRegion, type LoadStatus } from '../../../primitives/LoadRegion';
import { defaultPageSize, pageCount, pageSlice } from '../../../primitives/Pagination';
import { Stack } from '../../../primitives/Stack';
import { Table, type TableColumn } from '../../../primitives/Table';
import { useUiPaths } from '../../../primitives/UiProvider';
import { CategoryTabs } from '../../review-shared/CategoryTabs';
import { ListFooter } from '../../review-shared/ListFooter';
import { MediaThumb } from '../../review-shared/MediaThumb';
import { PlatformCell } from '../../review-shared/PlatformCell';
import { useDateAndTime, viewerTimeZone } from '../../review-shared/date-text';
import { DateTimeCell } from '../../review-shared/DateTimeCell';
import * as shared from '../../review-shared/review-screen.css';
import { useConfirmed } from '../../review-shared/use-confirmed';
import { useStableCallback } from '../../../utils/use-stable-callback';
import { filterQueue, whyNotEditable, type QueueFilters, type QueueItem } from './queue-filters';
import { ReadOnlyEdit } from './ReadOnlyEdit';
import { QueueFilterBar } from './QueueFilterBar';
import * as styles from './QueueScreen.css';
import { queueTexts } from './queue-texts';

export interface QueueScreenProps {
  /** Where the list stands (the screen decides emptiness from its filters). */
  status: Exclude<LoadStatus, 'empty'>;
  /** Every item of the team; the screen filters and pages them. */
  items: readonly QueueItem[];
  filters: QueueFilters;
  onFiltersChange: (filters: QueueFilters) => void;
  /** The item to point out (sent from the calendar): its row is tinted and scrolled into view. */
  highlightedId?: string | null;
  /** A line under 'Failed to load posts' saying what went wrong, when there is more to say. */
  errorText?: string;
  onRetry: () => void;
  /** The person confirmed: open the item in the form of its category. */
  onEdit: (item: QueueItem) => void;
  /** The person confirmed: delete it. The dialog shows the wait until the promise settles. */
  onDelete: (item: QueueItem) => Promise<unknown>;
  /** The zone times are shown in; the viewer's own unless a story pins one. */
  timeZone?: string;
}

/**
 * The queue (publishing §2): category tabs, platform toggles and a status filter over the team's
 * scheduled posts, stories and reels, 10 a page; edit and delete each ask first. Failed and
 * cancelled items can be edited to try again; published ones cannot, and their Edit says why.
 */
export function QueueScreen({
  status,
  items,
  filters,
  onFiltersChange,
  highlightedId = null,
  errorText,
  onRetry,
  onEdit,
  onDelete,
  timeZone,
}: QueueScreenProps) {
  const paths = useUiPaths();
  const zone = viewerTimeZone(timeZone);
  const dateAndTime = useDateAndTime(zone);
  const [editing, setEditing] = useState<QueueItem | null>(null);
  const deleting = useConfirmed(onDelete);
  const askDelete = deleting.ask;

  const filtered = useMemo(() => filterQueue(items, filters), [items, filters]);
  const page = currentPage(filtered, filters.page, highlightedId);
  const rows = useMemo(() => pageSlice(filtered, page), [filtered, page]);
  const change = useStableCallback((next: Partial<QueueFilters>) =>
    onFiltersChange({ ...filters, page: undefined, ...next }),
  );

  // The same columns from one render to the next, so rows whose item has not changed are not drawn again.
  const columns = useMemo<TableColumn<QueueItem>[]>(
    () => [
      { id: 'platform', name: 'Platform', cell: (item) => <PlatformCell platform={item.platform} /> },
      { id: 'category', name: 'Category', cell: (item) => <CategoryBadge category={item.category} /> },
      { id: 'pages', name: 'Pages', cell: (item) => item.pages.join(', ') || '—', isTruncated: true },
      {
        id: 'status',
        name: 'Status',
        cell: (item) =>
          item.lapsingAccount && item.status === 'scheduled' ? (
            <Stack space="1">
              <StatusBadge status={item.status} />
              <span className={styles.lapsing}>
                <TriangleAlert size={14} aria-hidden="true" />
                {queueTexts.lapsing(item.lapsingAccount)}
              </span>
            </Stack>
          ) : (
            <StatusBadge status={item.status} />
          ),
      },
      {
        id: 'scheduled',
        name: 'Schedule Date',
        cell: (item) => <DateTimeCell value={dateAndTime(item.scheduledAt)} />,
      },
      {
        id: 'published',
        name: 'Published Date',
        cell: (item) => <DateTimeCell value={dateAndTime(item.publishedAt)} />,
      },
      { id: 'media', name: 'Media', cell: (item) => <MediaThumb url={item.media} /> },
      { id: 'message', name: 'Message', cell: (item) => item.message || '—', isTruncated: true },
      {
        id: 'action',
        name: 'Action',
        align: 'end',
        cell: (item) => {
          const notEditable = whyNotEditable(item);
          return (
            <Inline space="1" wrap={false} className={shared.actions}>
              {notEditable === null ? (
                <Button
                  variant="quiet"
                  size="small"
                  aria-label={`Edit ${item.category}`}
                  onPress={() => setEditing(item)}
                >
                  <Pencil size={16} aria-hidden="true" />
                </Button>
              ) : (
                <ReadOnlyEdit label={`Edit ${item.category}`} reason={notEditable} />
              )}
              <Button
                variant="quiet"
                size="small"
                aria-label={`Delete ${item.category}`}
                onPress={() => askDelete(item)}
              >
                <Trash2 size={16} aria-hidden="true" />
              </Button>
            </Inline>
          );
        },
      },
    ],
    [dateAndTime, askDelete],
  );

  const table = (isLoading: boolean) => (
    <Table
      aria-label={queueTexts.tableLabel}
      columns={columns}
      items={isLoading ? [] : rows}
      rowHeader="message"
      isLoading={isLoading}
      loadingLabel={queueTexts.loading}
      loadingRows={defaultPageSize}
      highlightedKey={highlightedId}
      emptyState={{
        icon: <CalendarX2 size={24} />,
        text: queueTexts.empty,
        action: (
          <Link href={paths.team.publish} className={buttonStyle({ variant: 'primary', size: 'small' })}>
            <Plus size={16} aria-hidden="true" />
            Create Post
          </Link>
        ),
      }}
    />
  );

  return (
    <Stack space="6">
      <Stack space="1">
        <h1 className={shared.title}>Queue</h1>
        <p className={shared.lead}>{queueTexts.lead}</p>
      </Stack>
      <CategoryTabs selected={filters.category} onChange={(category) => change({ category })} label="Categories">
        <Stack space="4">
          <QueueFilterBar platforms={filters.platforms} status={filters.status} onChange={change} />
          <p className={shared.zoneNote}>Times are shown in your time zone ({zone}).</p>
          {/* The table draws its own loading rows and empty state, under its header. */}
          <LoadRegion
            status={status === 'error' ? 'error' : 'ready'}
            loadingLabel={queueTexts.loading}
            error={{ title: queueTexts.loadFailed, text: errorText }}
            onRetry={onRetry}
          >
            <Stack space="3">
              {table(status === 'loading')}
              <ListFooter
                page={page}
                total={filtered.length}
                noun="items"
                onPageChange={(next) => onFiltersChange({ ...filters, page: next })}
              />
            </Stack>
          </LoadRegion>
        </Stack>
      </CategoryTabs>

      <ConfirmDialog
        isOpen={editing !== null}
        onOpenChange={(isOpen) => !isOpen && setEditing(null)}
        title={`Edit ${editing?.category ?? 'post'}`}
        message={queueTexts.confirmEdit}
        confirmLabel="Continue"
        onConfirm={() => {
          if (editing) onEdit(editing);
          setEditing(null);
        }}
      />
      <ConfirmDialog
        {...deleting.dialog}
        title={`Delete scheduled ${deleting.item?.category ?? 'post'}`}
        message={queueTexts.confirmDelete}
        confirmLabel="Delete"
        tone="danger"
        busyLabel="Deleting..."
      />
    </Stack>
  );
}

/** The page to show: the chosen one, else the one holding the highlighted item, else the first; never past the last. */
function currentPage(filtered: readonly QueueItem[], chosen: number | undefined, highlightedId: string | null): number {
  const count = pageCount(filtered.length);
  if (chosen !== undefined) return Math.min(Math.max(1, chosen), count);
  const index = highlightedId ? filtered.findIndex((item) => item.id === highlightedId) : -1;
  return index < 0 ? 1 : Math.floor(index / defaultPageSize) + 1;
}
