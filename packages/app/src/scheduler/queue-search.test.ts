import { describe, expect, it } from 'vitest';
import { highlightFrom, queueFiltersFrom, queueSearch } from './queue-search';

const params = (query: string) => new URLSearchParams(query);

describe('the queue in the address', () => {
  it('reads the defaults from a plain address: Post, Scheduled, Facebook', () => {
    expect(queueFiltersFrom(params(''))).toEqual({
      category: 'post',
      status: 'scheduled',
      platforms: ['facebook'],
      page: undefined,
    });
    expect(queueSearch(queueFiltersFrom(params(''))).toString()).toBe('');
  });

  it('round-trips every filter', () => {
    const query = 'tab=story&status=failed&platform=facebook%2Cinstagram&page=3';
    const filters = queueFiltersFrom(params(query));
    expect(filters).toEqual({ category: 'story', status: 'failed', platforms: ['facebook', 'instagram'], page: 3 });
    expect(queueSearch(filters).toString()).toBe(query);
  });

  it('ignores values it does not know', () => {
    expect(queueFiltersFrom(params('tab=drafts&status=lost&platform=myspace&page=-1'))).toEqual({
      category: 'post',
      status: 'scheduled',
      platforms: ['facebook'],
      page: undefined,
    });
  });

  it('takes the item to point out from navigation state first, then from the address', () => {
    expect(highlightFrom({ postId: '712' }, params('highlight=999'))).toBe('712');
    expect(highlightFrom(null, params('highlight=999'))).toBe('999');
    expect(highlightFrom({ postId: 7 }, params(''))).toBeNull();
    expect(queueSearch(queueFiltersFrom(params('tab=story')), '712').toString()).toBe('tab=story&highlight=712');
  });
});
