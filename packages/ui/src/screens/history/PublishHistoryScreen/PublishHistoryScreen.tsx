import { History, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '../../../primitives/Button';
import { StatusBadge } from '../../../primitives/Badge';
import { capitalise } from '../../../primitives/Badge/badge-tones';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { Inline } from '../../../primitives/Inline';
import { Link } from '../../../primitives/Link';
import { LoadRegion, type LoadStatus } from '../../../primitives/LoadRegion';
import { defaultPageSize, pageCount, pageSlice } from '../../../primitives/Pagination';
import type { PlatformId } from '../../../primitives/PlatformMark';
import { Select } from '../../../primitives/Select';
import { Stack } from '../../../primitives/Stack';
import { StatePanel } from '../../../primitives/StatePanel';
import { Table, type TableColumn } from '../../../primitives/Table';
import { CategoryTabs } from '../../review-shared/CategoryTabs';
import { useDateAndTime, viewerTimeZone } from '../../review-shared/date-text';
import { DateTimeCell } from '../../review-shared/DateTimeCell';
import { ListFooter } from '../../review-shared/ListFooter';
import { MediaThumb } from '../../review-shared/MediaThumb';
import { safeLink } from '../../review-shared/media-kind';
import { PlatformCell } from '../../review-shared/PlatformCell';
import { workingPlatform } from '../../review-shared/platforms';
import { PlatformToggles } from '../../review-shared/PlatformToggles';
import * as shared from '../../review-shared/review-screen.css';
import { useConfirmed } from '../../review-shared/use-confirmed';
import {
  allPages,
  autoDeleteText,
  filterHistory,
  historyStatuses,
  type HistoryFilters,
  type HistoryItem,
  type HistoryStatusFilter,
} from './history-filters';
import { deleteDialogs, historyTexts } from './history-texts';

/** A page of the team, for the page filter. */
export interface HistoryPage {
  /** The provider's page id. */
  id: string;
  name: string;
}

export interface PublishHistoryScreenProps {
  /** Where the lists of the chosen category stand. */
  status: Exclude<LoadStatus, 'empty'>;
  /** The chosen category's items (all three lists for All), newest first; the screen filters and pages them. */
  items: readonly HistoryItem[];
  filters: HistoryFilters;
  onFiltersChange: (filters: HistoryFilters) => void;
  pages: readonly HistoryPage[];
  pagesStatus: Exclude<LoadStatus, 'empty'>;
  /** A warning about the pages (a 409 while they are fetched), shown under the page filter. */
  pagesNote?: string;
  /** What failed ('Failed to fetch posts', or the server's words). */
  errorTitle?: string;
  onRetry: () => void;
  /** The person confirmed the delete; the dialog waits until the promise settles. */
  onDelete: (item: HistoryItem) => Promise<unknown>;
  timeZone?: string;
}

interface HistoryRow {
  id: string;
  item: HistoryItem;
}

const statusItems = historyStatuses.map((status) => ({ id: status, name: capitalise(status) }));

/**
 * Publish History (publishing §2): one platform at a time, the category tabs, a page and a status
 * filter over what was published, 10 a page, with the link on Facebook and a delete whose meaning
 * depends on the category.
 */
export function PublishHistoryScreen({
  status,
  items,
  filters,
  onFiltersChange,
  pages,
  pagesStatus,
  pagesNote,
  errorTitle,
  onRetry,
  onDelete,
  timeZone,
}: PublishHistoryScreenProps) {
  const zone = viewerTimeZone(timeZone);
  const dateAndTime = useDateAndTime(zone);
  const deleting = useConfirmed(onDelete);
  const askDelete = deleting.ask;

  const filtered = useMemo(() => filterHistory(items, filters), [items, filters]);
  const page = Math.min(Math.max(1, filters.page ?? 1), pageCount(filtered.length));
  const rows = useMemo(() => pageSlice(filtered, page), [filtered, page]);
  const change = (next: Partial<HistoryFilters>) => onFiltersChange({ ...filters, page: undefined, ...next });
  const pageItems = useMemo(() => [{ id: allPages, name: historyTexts.allPages }, ...pages], [pages]);
  const isWorkingPlatform = filters.platform === workingPlatform;

  // The same columns from one render to the next, so rows whose item has not changed are not drawn again.
  const columns = useMemo<TableColumn<HistoryRow>[]>(
    () => [
      { id: 'platform', name: 'Platform', cell: ({ item }) => <PlatformCell platform={item.platform} /> },
      {
        id: 'page',
        name: 'Page',
        cell: ({ item }) => {
          const link = item.category === 'story' ? null : safeLink(item.link);
          return (
            <Stack space="1" align="start">
              <span>{item.pageName || '—'}</span>
              {link && (
                <Link href={link} target="_blank" variant="standalone" className={shared.subtle}>
                  {historyTexts.viewOnFacebook}
                </Link>
              )}
            </Stack>
          );
        },
      },
      {
        id: 'status',
        name: 'Status',
        cell: ({ item }) =>
          item.status === 'failed' && item.failureReason ? (
            <Stack space="1" align="start">
              <StatusBadge status={item.status} />
              <span className={shared.failureReason}>{item.failureReason}</span>
            </Stack>
          ) : (
            <StatusBadge status={item.status} />
          ),
      },
      {
        id: 'published',
        name: 'Published At',
        cell: ({ item }) => <DateTimeCell value={dateAndTime(item.publishedAt)} />,
      },
      { id: 'media', name: 'Media', cell: ({ item }) => <MediaThumb url={item.media} /> },
      { id: 'message', name: 'Message', cell: ({ item }) => item.message || '—', isTruncated: true },
      { id: 'autoDelete', name: 'Auto Delete', cell: ({ item }) => autoDeleteText(item) },
      {
        id: 'action',
        name: 'Action',
        align: 'end',
        cell: ({ item }) => (
          <Button
            variant="quiet"
            size="small"
            aria-label={`Delete ${item.category}`}
            isDisabled={item.status === 'deleted'}
            onPress={() => askDelete(item)}
          >
            <Trash2 size={16} aria-hidden="true" />
          </Button>
        ),
      },
    ],
    [dateAndTime, askDelete],
  );

  // The table keys rows by `id`; the history's ids repeat across its three lists, its keys do not.
  const tableRows = useMemo(() => rows.map((item): HistoryRow => ({ id: item.key, item })), [rows]);
  const table = (isLoading: boolean) => (
    <Table
      aria-label={historyTexts.tableLabel}
      columns={columns}
      items={isLoading ? [] : tableRows}
      rowHeader="message"
      isLoading={isLoading}
      loadingLabel={historyTexts.loading}
      loadingRows={defaultPageSize}
      emptyState={{ icon: <History size={24} />, text: historyTexts.empty[filters.category] }}
    />
  );
  const dialog = deleteDialogs[deleting.item?.category ?? 'post'];

  return (
    <Stack space="6">
      <Stack space="1">
        <h1 className={shared.title}>Publish History</h1>
        <p className={shared.lead}>{historyTexts.lead}</p>
      </Stack>
      <CategoryTabs selected={filters.category} onChange={(category) => change({ category })} label="Categories">
        <Stack space="4">
          <Inline space="4" align="start">
            <PlatformToggles
              selectionMode="single"
              selected={filters.platform}
              onChange={(platform) => change({ platform })}
            />
            {isWorkingPlatform && (
              <>
                <Select
                  label="Page"
                  items={pageItems}
                  value={filters.pageId}
                  onChange={(key) => change({ pageId: String(key) })}
                  isDisabled={pagesStatus === 'loading'}
                  description={pagesStatus === 'loading' ? 'Loading pages...' : pagesNote}
                  errorMessage={pagesStatus === 'error' ? historyTexts.pagesFailed : undefined}
                  className={shared.filterSelect}
                />
                <Select
                  label="Status"
                  items={statusItems}
                  value={filters.status}
                  onChange={(key) => change({ status: key as HistoryStatusFilter })}
                  className={shared.filterSelect}
                />
              </>
            )}
          </Inline>
          {isWorkingPlatform ? (
            <>
              <p className={shared.zoneNote}>Times are shown in your time zone ({zone}).</p>
              {/* The table draws its own loading rows and empty state, under its header. */}
              <LoadRegion
                status={status === 'error' ? 'error' : 'ready'}
                loadingLabel={historyTexts.loading}
                error={{ title: errorTitle ?? 'Failed to fetch posts' }}
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
            </>
          ) : (
            <ComingSoon platform={filters.platform} />
          )}
        </Stack>
      </CategoryTabs>

      <ConfirmDialog
        {...deleting.dialog}
        title={dialog.title}
        message={dialog.message}
        confirmLabel={dialog.confirm}
        tone="danger"
        busyLabel={deleting.item?.category === 'post' ? 'Deleting...' : 'Removing...'}
      />
    </Stack>
  );
}

function ComingSoon({ platform }: { platform: PlatformId }) {
  return <StatePanel tone="empty" icon={<History size={32} />} title={historyTexts.comingSoon(platform)} />;
}
