import {
  categoryTabs,
  defaultHistoryFilters,
  historyStatuses,
  platformIds,
  type HistoryFilters,
} from '@causeway/ui/screens/history/PublishHistoryScreen/history-filters';
import { readChoice, readPage, readText, toSearch, unlessDefault } from '../lib/search-params';

/** The history's filters in the address: `?tab=story&platform=instagram&pageId=104…&status=failed&page=2`. */
export function historyFiltersFrom(params: URLSearchParams): HistoryFilters {
  return {
    category: readChoice(params, 'tab', categoryTabs, defaultHistoryFilters.category),
    platform: readChoice(params, 'platform', platformIds, defaultHistoryFilters.platform),
    pageId: readText(params, 'pageId') ?? defaultHistoryFilters.pageId,
    status: readChoice(params, 'status', historyStatuses, defaultHistoryFilters.status),
    page: readPage(params),
  };
}

export function historySearch(filters: HistoryFilters): URLSearchParams {
  return toSearch({
    tab: unlessDefault(filters.category, defaultHistoryFilters.category),
    platform: unlessDefault(filters.platform, defaultHistoryFilters.platform),
    pageId: unlessDefault(filters.pageId, defaultHistoryFilters.pageId),
    status: unlessDefault(filters.status, defaultHistoryFilters.status),
    page: filters.page === undefined ? undefined : unlessDefault(filters.page, 1),
  });
}
