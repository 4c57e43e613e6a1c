import type { PlatformId } from '../../../primitives/PlatformMark/platform-ids';
import type { CategoryTab } from '../../review-shared/categories';

export { platformIds, type PlatformId } from '../../../primitives/PlatformMark/platform-ids';
export { categoryTabs, type CategoryTab } from '../../review-shared/categories';

/** The status filter of the publish history (publishing §2). */
export const historyStatuses = ['all', 'published', 'pending', 'processing', 'failed'] as const;
export type HistoryStatusFilter = (typeof historyStatuses)[number];

/** The page filter's choice for every page ('All Pages'). */
export const allPages = 'all';

/** A published post, story or reel as the history shows it; the app maps the three lists to it. */
export interface HistoryItem {
  /** Unique across the three lists ('story-901'). */
  key: string;
  /** The id within its list, as the delete call takes it. */
  id: string;
  category: 'post' | 'story' | 'reel';
  platform: string;
  pageName: string;
  /** The provider's ids of the pages it went to (for the page filter). */
  pageIds: string[];
  status: string;
  publishedAt: string | null;
  media: string | null;
  /** The text, the story's words or the reel's caption. */
  message: string;
  /** Where it is on Facebook (posts and reels); never shown for stories. */
  link: string | null;
  /** Posts only: deleted after 30 days. */
  isAutoDelete: boolean;
  /** Why it failed, when known: shown under a 'Failed' status. */
  failureReason?: string | null;
}

export interface HistoryFilters {
  category: CategoryTab;
  /** One platform at a time (Facebook by default). */
  platform: PlatformId;
  /** A page's provider id, or 'all'. */
  pageId: string;
  status: HistoryStatusFilter;
  /** 1-based; the first page when absent. */
  page?: number;
}

export const defaultHistoryFilters: HistoryFilters = {
  category: 'post',
  platform: 'facebook',
  pageId: allPages,
  status: 'all',
};

/** The items the page and status filters let through (the category and platform choose the lists). */
export function filterHistory(items: readonly HistoryItem[], filters: HistoryFilters): HistoryItem[] {
  const { pageId, status } = filters;
  return items.filter(
    (item) => (status === 'all' || item.status === status) && (pageId === allPages || item.pageIds.includes(pageId)),
  );
}

/** The Auto Delete column (publishing §2): stories '24 hrs', reels 'Permanent', posts by their flag. */
export function autoDeleteText(item: Pick<HistoryItem, 'category' | 'isAutoDelete'>): string {
  if (item.category === 'story') return '24 hrs';
  if (item.category === 'reel') return 'Permanent';
  return item.isAutoDelete ? 'Enabled' : 'Disabled';
}
