import { DownloadCloud, Layers, Trash2 } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { Button } from '../../../primitives/Button';
import { StatusBadge } from '../../../primitives/Badge';
import { capitalise } from '../../../primitives/Badge/badge-tones';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { Inline } from '../../../primitives/Inline';
import { LoadRegion } from '../../../primitives/LoadRegion';
import { pageCount, pageSlice } from '../../../primitives/Pagination';
import { PlatformMark } from '../../../primitives/PlatformMark';
import { Select } from '../../../primitives/Select';
import { Stack } from '../../../primitives/Stack';
import { StatePanel } from '../../../primitives/StatePanel';
import { Table, type TableColumn } from '../../../primitives/Table';
import { useDateTimeText, viewerTimeZone } from '../../review-shared/date-text';
import { ListFooter } from '../../review-shared/ListFooter';
import { PlatformCell } from '../../review-shared/PlatformCell';
import { workingPlatform } from '../../review-shared/platforms';
import { PlatformToggles } from '../../review-shared/PlatformToggles';
import * as shared from '../../review-shared/review-screen.css';
import { useConfirmed } from '../../review-shared/use-confirmed';
import {
  batchStatuses,
  canDelete,
  visibleBatches,
  type BatchItem,
  type BatchStatusFilter,
  type BulkDeleteFilters,
} from './bulk-delete-filters';
import { bulkDeleteTexts as texts } from './bulk-delete-texts';

/** A page of the team, for the page selector. */
export interface BulkDeletePage {
  /** The provider's page id. */
  id: string;
  name: string;
}

export interface BulkDeleteScreenProps {
  filters: BulkDeleteFilters;
  onFiltersChange: (filters: BulkDeleteFilters) => void;
  pages: readonly BulkDeletePage[];
  pagesStatus: 'loading' | 'error' | 'ready';
  /** A warning about the pages (a 409 while they are fetched), shown under the selector. */
  pagesNote?: string;
  /** The chosen page's batches; 'idle' while no page is chosen. */
  batchesStatus: 'idle' | 'loading' | 'error' | 'ready';
  batches: readonly BatchItem[];
  onRetry: () => void;
  /** Fetches the chosen page's post ids into a batch (the app says how it went). */
  onFetchPageData: (pageId: string) => void;
  isFetchingPageData: boolean;
  /** The person confirmed; the dialog waits until the promise settles. */
  onDeleteBatch: (batch: BatchItem) => Promise<unknown>;
  timeZone?: string;
}

const statusItems = batchStatuses.map((status) => ({ id: status, name: capitalise(status) }));

/**
 * Bulk Delete (publishing §2): choose a page, fetch its post ids into a batch, and delete a batch's
 * posts from Facebook after a confirmation that says how many.
 */
export function BulkDeleteScreen({
  filters,
  onFiltersChange,
  pages,
  pagesStatus,
  pagesNote,
  batchesStatus,
  batches,
  onRetry,
  onFetchPageData,
  isFetchingPageData,
  onDeleteBatch,
  timeZone,
}: BulkDeleteScreenProps) {
  const zone = viewerTimeZone(timeZone);
  const dateText = useDateTimeText(zone);
  const pageSelect = useRef<HTMLDivElement>(null);
  const [isPageMissing, setIsPageMissing] = useState(false);
  const deleting = useConfirmed(onDeleteBatch);
  const askDelete = deleting.ask;

  const shown = useMemo(() => visibleBatches(batches, filters.status), [batches, filters.status]);
  const page = Math.min(Math.max(1, filters.page ?? 1), pageCount(shown.length));
  const rows = useMemo(() => pageSlice(shown, page), [shown, page]);
  const change = (next: Partial<BulkDeleteFilters>) => onFiltersChange({ ...filters, page: undefined, ...next });
  const isWorkingPlatform = filters.platform === workingPlatform;

  const fetchPageData = () => {
    if (!filters.pageId) {
      setIsPageMissing(true);
      pageSelect.current?.querySelector('button')?.focus();
      return;
    }
    onFetchPageData(filters.pageId);
  };

  // The same columns from one render to the next, so rows whose item has not changed are not drawn again.
  const columns = useMemo<TableColumn<BatchItem>[]>(
    () => [
      { id: 'platform', name: 'Platform', cell: () => <PlatformCell platform={workingPlatform} /> },
      { id: 'page', name: 'Page', cell: (batch) => batch.pageName || '—' },
      {
        id: 'timeFrame',
        name: 'Published Time Frame',
        cell: (batch) => (
          <Stack space="1">
            <span>
              <span className={shared.subtle}>Oldest </span>
              {dateText(batch.oldest)}
            </span>
            <span>
              <span className={shared.subtle}>Latest </span>
              {dateText(batch.latest)}
            </span>
          </Stack>
        ),
      },
      { id: 'status', name: 'Status', cell: (batch) => <StatusBadge status={batch.status} /> },
      {
        id: 'total',
        name: 'Total Post IDs',
        align: 'end',
        cell: (batch) => batch.totalIds.toLocaleString('en-GB'),
      },
      {
        id: 'actions',
        name: 'Actions',
        align: 'end',
        cell: (batch) => (
          <Button
            variant="quiet"
            size="small"
            aria-label={`Delete batch of ${batch.totalIds} posts`}
            isDisabled={!canDelete(batch)}
            onPress={() => askDelete(batch)}
          >
            <Trash2 size={16} aria-hidden="true" />
          </Button>
        ),
      },
    ],
    [dateText, askDelete],
  );

  const table = (isLoading: boolean) => (
    <Table
      aria-label={texts.tableLabel}
      columns={columns}
      items={isLoading ? [] : rows}
      rowHeader="page"
      isLoading={isLoading}
      loadingLabel={texts.loading}
      loadingRows={3}
      emptyState={{ icon: <Layers size={24} />, text: texts.empty }}
    />
  );

  return (
    <Stack space="6">
      <Stack space="1">
        <h1 className={shared.title}>Bulk Delete</h1>
        <p className={shared.lead}>{texts.lead}</p>
      </Stack>
      <Inline space="4" align="start">
        <PlatformToggles
          selectionMode="single"
          selected={filters.platform}
          onChange={(platform) => change({ platform })}
        />
        {isWorkingPlatform && (
          <>
            <div ref={pageSelect} className={shared.filterSelect}>
              <Select
                label="Page"
                placeholder={texts.pagePlaceholder}
                items={pages}
                value={filters.pageId}
                onChange={(key) => {
                  setIsPageMissing(false);
                  change({ pageId: key === null ? null : String(key) });
                }}
                isRequired
                isDisabled={pagesStatus === 'loading'}
                description={pagesStatus === 'loading' ? 'Loading pages...' : pagesNote}
                errorMessage={
                  isPageMissing ? texts.selectPageFirst : pagesStatus === 'error' ? texts.pagesFailed : undefined
                }
              />
            </div>
            <Button
              onPress={fetchPageData}
              isPending={isFetchingPageData}
              pendingLabel={texts.fetching}
              className={shared.alignWithFields}
            >
              <DownloadCloud size={16} aria-hidden="true" />
              {texts.fetch}
            </Button>
          </>
        )}
      </Inline>

      {!isWorkingPlatform ? (
        <StatePanel
          tone="empty"
          icon={<PlatformMark platform={filters.platform} size={24} tone="muted" />}
          title={texts.comingSoon(filters.platform)}
        />
      ) : !filters.pageId ? (
        <StatePanel tone="empty" icon={<Layers size={32} />} title={texts.choosePage}>
          {texts.choosePageText}
        </StatePanel>
      ) : (
        <Stack space="4">
          <Inline space="4" align="start">
            <Select
              label="Status"
              items={statusItems}
              value={filters.status}
              onChange={(key) => change({ status: key as BatchStatusFilter })}
              className={shared.filterSelect}
            />
          </Inline>
          {/* The table draws its own loading rows and empty state, under its header. */}
          <LoadRegion
            status={batchesStatus === 'error' ? 'error' : 'ready'}
            loadingLabel={texts.loading}
            error={{ title: texts.loadFailed }}
            onRetry={onRetry}
          >
            <Stack space="3">
              {table(batchesStatus === 'loading')}
              <ListFooter
                page={page}
                total={shown.length}
                noun="batches"
                onPageChange={(next) => onFiltersChange({ ...filters, page: next })}
              />
            </Stack>
          </LoadRegion>
        </Stack>
      )}

      <ConfirmDialog
        {...deleting.dialog}
        title={texts.confirmTitle(deleting.item?.totalIds ?? 0)}
        message={texts.confirmMessage(deleting.item?.totalIds ?? 0, deleting.item?.pageName ?? '')}
        confirmLabel="Delete posts"
        tone="danger"
        busyLabel="Deleting..."
      />
    </Stack>
  );
}
