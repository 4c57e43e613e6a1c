import {
  batchStatuses,
  defaultBulkDeleteFilters,
  platformIds,
  type BulkDeleteFilters,
} from '@causeway/ui/screens/bulk-delete/BulkDeleteScreen/bulk-delete-filters';
import { readChoice, readPage, readText, toSearch, unlessDefault } from '../lib/search-params';

/** Bulk delete's choices in the address: `?pageId=104…&status=deleted&page=2`. */
export function bulkDeleteFiltersFrom(params: URLSearchParams): BulkDeleteFilters {
  return {
    platform: readChoice(params, 'platform', platformIds, defaultBulkDeleteFilters.platform),
    pageId: readText(params, 'pageId') ?? null,
    status: readChoice(params, 'status', batchStatuses, defaultBulkDeleteFilters.status),
    page: readPage(params),
  };
}

export function bulkDeleteSearch(filters: BulkDeleteFilters): URLSearchParams {
  return toSearch({
    platform: unlessDefault(filters.platform, defaultBulkDeleteFilters.platform),
    pageId: filters.pageId ?? undefined,
    status: unlessDefault(filters.status, defaultBulkDeleteFilters.status),
    page: filters.page === undefined ? undefined : unlessDefault(filters.page, 1),
  });
}
