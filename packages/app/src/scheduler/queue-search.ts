import {
  categoryTabs,
  defaultQueueFilters,
  platformIds,
  queueStatuses,
  type QueueFilters,
} from '@causeway/ui/screens/queue/QueueScreen/queue-filters';
import { readChoice, readChoices, readPage, readText, toSearch, unlessDefault } from '../lib/search-params';

/** The queue's filters in the address: `?tab=story&status=failed&platform=facebook,instagram&page=2`. */
export function queueFiltersFrom(params: URLSearchParams): QueueFilters {
  return {
    category: readChoice(params, 'tab', categoryTabs, defaultQueueFilters.category),
    status: readChoice(params, 'status', queueStatuses, defaultQueueFilters.status),
    platforms: readChoices(params, 'platform', platformIds, defaultQueueFilters.platforms),
    page: readPage(params),
  };
}

/** The address for these filters (the defaults left out), with the item to point out, if any. */
export function queueSearch(filters: QueueFilters, highlight?: string): URLSearchParams {
  return toSearch({
    tab: unlessDefault(filters.category, defaultQueueFilters.category),
    status: unlessDefault(filters.status, defaultQueueFilters.status),
    platform: unlessDefault(filters.platforms.join(','), defaultQueueFilters.platforms.join(',')),
    page: filters.page === undefined ? undefined : unlessDefault(filters.page, 1),
    [highlightParam]: highlight,
  });
}

/** The query parameter naming the item to point out (the calendar sends it, with navigation state). */
export const highlightParam = 'highlight';

/** The item to point out: the post id in navigation state (`{ postId }`), else the one in the address. */
export function highlightFrom(state: unknown, params: URLSearchParams): string | null {
  if (typeof state === 'object' && state !== null && 'postId' in state) {
    const { postId } = state;
    if (typeof postId === 'string' && postId !== '') return postId;
  }
  return readText(params, highlightParam) ?? null;
}
