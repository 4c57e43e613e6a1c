import type { PlatformId } from '../../../primitives/PlatformMark/platform-ids';

export { platformIds, type PlatformId } from '../../../primitives/PlatformMark/platform-ids';

/** The batch status filter (publishing §2). */
export const batchStatuses = ['all', 'fetched', 'deleted', 'failed', 'processing'] as const;
export type BatchStatusFilter = (typeof batchStatuses)[number];

/** A batch of a page's post ids, as the table shows it. */
export interface BatchItem {
  id: string;
  pageName: string;
  status: string;
  totalIds: number;
  /** ISO instants of the oldest and latest post in the batch. */
  oldest: string | null;
  latest: string | null;
}

export interface BulkDeleteFilters {
  /** One platform at a time (Facebook by default). */
  platform: PlatformId;
  /** The page whose batches show (a provider page id); required, there is no 'all'. */
  pageId: string | null;
  status: BatchStatusFilter;
  /** 1-based; the first page when absent. */
  page?: number;
}

export const defaultBulkDeleteFilters: BulkDeleteFilters = { platform: 'facebook', pageId: null, status: 'all' };

/** Batches to show: never those of 0 ids (publishing §2), and those of the chosen status. */
export function visibleBatches(batches: readonly BatchItem[], status: BatchStatusFilter): BatchItem[] {
  return batches.filter((batch) => batch.totalIds > 0 && (status === 'all' || batch.status === status));
}

/** Only a batch that is fetched (or whose deletion failed) can be deleted. */
export function canDelete(batch: Pick<BatchItem, 'status'>): boolean {
  return batch.status === 'fetched' || batch.status === 'failed';
}
