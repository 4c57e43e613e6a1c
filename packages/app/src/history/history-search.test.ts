import { describe, expect, it } from 'vitest';
import { historyFiltersFrom, historySearch } from './history-search';

const params = (query: string) => new URLSearchParams(query);

describe('the publish history in the address', () => {
  it('reads a plain address as Post, Facebook, All Pages, All', () => {
    expect(historyFiltersFrom(params(''))).toEqual({
      category: 'post',
      platform: 'facebook',
      pageId: 'all',
      status: 'all',
      page: undefined,
    });
    expect(historySearch(historyFiltersFrom(params(''))).toString()).toBe('');
  });

  it('round-trips every filter, one platform at a time', () => {
    const query = 'tab=reel&platform=tiktok&pageId=104000000000002&status=failed&page=2';
    expect(historySearch(historyFiltersFrom(params(query))).toString()).toBe(query);
    expect(historyFiltersFrom(params('platform=facebook,tiktok')).platform).toBe('facebook');
  });
});
