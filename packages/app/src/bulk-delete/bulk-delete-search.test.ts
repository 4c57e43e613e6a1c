import { describe, expect, it } from 'vitest';
import { bulkDeleteFiltersFrom, bulkDeleteSearch } from './bulk-delete-search';

describe('bulk delete in the address', () => {
  it('has no page until one is chosen', () => {
    expect(bulkDeleteFiltersFrom(new URLSearchParams(''))).toEqual({
      platform: 'facebook',
      pageId: null,
      status: 'all',
      page: undefined,
    });
  });

  it('round-trips the page, the status and the page number', () => {
    const query = 'pageId=104000000000002&status=deleted&page=2';
    expect(bulkDeleteSearch(bulkDeleteFiltersFrom(new URLSearchParams(query))).toString()).toBe(query);
  });
});
