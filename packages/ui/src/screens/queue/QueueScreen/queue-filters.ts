import { queueTexts } from './queue-texts';
import type { PlatformId } from '../../../primitives/PlatformMark/platform-ids';
import type { CategoryTab } from '../../review-shared/categories';

export { platformIds, type PlatformId } from '../../../primitives/PlatformMark/platform-ids';
export { categoryTabs, type CategoryTab } from '../../review-shared/categories';

/** The queue's status filter (publishing §2): default Scheduled. */
export const queueStatuses = ['all', 'scheduled', 'published', 'failed', 'processing', 'cancelled'] as const;
export type QueueStatusFilter = (typeof queueStatuses)[number];

/** A scheduled post, story or reel as the queue shows it; the app maps the server's items to it. */
export interface QueueItem {
  id: string;
  /** Lower-case ('facebook'), as the filters name platforms. */
  platform: string;
  category: 'post' | 'story' | 'reel';
  /** The names of the pages it goes to. */
  pages: string[];
  status: string;
  /** ISO instants. */
  scheduledAt: string | null;
  publishedAt: string | null;
  /** The first media file's address (an image or a video), if any. */
  media: string | null;
  message: string;
  /**
   * The linked account whose Facebook login runs out before this item is due (beyond the spec): it
   * would fail unless that account is reconnected.
   */
  lapsingAccount?: string;
}

/** What the queue shows; every part lives in the address, so a reload or a shared link shows the same. */
export interface QueueFilters {
  category: CategoryTab;
  status: QueueStatusFilter;
  /** Several may be on (Facebook by default). */
  platforms: PlatformId[];
  /**
   * The page of the list, 1-based. Absent: the page holding the highlighted item, else the first.
   */
  page?: number;
}

export const defaultQueueFilters: QueueFilters = {
  category: 'post',
  status: 'scheduled',
  platforms: ['facebook'],
};

/**
 * The items the filters let through, in the server's order: one plain pass over the list, no
 * per-item allocation, so a filter change over 10,000 items costs well under a millisecond.
 */
export function filterQueue(items: readonly QueueItem[], filters: QueueFilters): QueueItem[] {
  const { category, status, platforms } = filters;
  const anyCategory = category === 'all';
  const anyStatus = status === 'all';
  const onePlatform = platforms.length === 1 ? platforms[0] : null;
  const shown: QueueItem[] = [];
  for (const item of items) {
    if (!anyCategory && item.category !== category) continue;
    if (!anyStatus && item.status !== status) continue;
    const platform = item.platform;
    if (onePlatform !== null ? platform !== onePlatform : !(platforms as readonly string[]).includes(platform))
      continue;
    shown.push(item);
  }
  return shown;
}

/** Scheduled items can be changed, and so can failed and cancelled ones, to fix and schedule again. */
const editableStatuses: ReadonlySet<string> = new Set(['scheduled', 'failed', 'cancelled']);

/** Null when the item can be edited; else why not. */
export function whyNotEditable(item: Pick<QueueItem, 'status' | 'category'>): string | null {
  if (editableStatuses.has(item.status)) return null;
  const { notEditable } = queueTexts;
  if (item.status === 'published') return notEditable.published(item.category);
  if (item.status === 'processing' || item.status === 'pending') return notEditable.inProgress(item.category);
  return notEditable.other(item.category);
}
