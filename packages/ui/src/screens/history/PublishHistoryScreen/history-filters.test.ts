import { describe, expect, it } from 'vitest';
import { autoDeleteText, defaultHistoryFilters, filterHistory, type HistoryItem } from './history-filters';

const item = (key: string, fields: Partial<HistoryItem>): HistoryItem => ({
  key,
  id: key,
  category: 'post',
  platform: 'facebook',
  pageName: 'Causeway Coffee Roasters',
  pageIds: ['104000000000001'],
  status: 'published',
  publishedAt: '2026-11-20T09:00:00.000Z',
  media: null,
  message: `Item ${key}`,
  link: null,
  isAutoDelete: false,
  ...fields,
});

const items = [
  item('1', {}),
  item('2', { status: 'failed' }),
  item('3', { pageIds: ['104000000000002'] }),
  item('4', { pageIds: ['104000000000001', '104000000000002'], status: 'pending' }),
];

describe('filterHistory', () => {
  it('shows everything by default', () => {
    expect(filterHistory(items, defaultHistoryFilters)).toHaveLength(4);
  });

  it('narrows by page (a post to several pages counts for each) and by status', () => {
    const keys = (filters: Partial<typeof defaultHistoryFilters>) =>
      filterHistory(items, { ...defaultHistoryFilters, ...filters }).map((each) => each.key);
    expect(keys({ pageId: '104000000000002' })).toEqual(['3', '4']);
    expect(keys({ status: 'failed' })).toEqual(['2']);
    expect(keys({ pageId: '104000000000002', status: 'pending' })).toEqual(['4']);
  });
});

describe('autoDeleteText', () => {
  it("reads '24 hrs' for stories, 'Permanent' for reels, Enabled / Disabled for posts", () => {
    expect(autoDeleteText({ category: 'story', isAutoDelete: false })).toBe('24 hrs');
    expect(autoDeleteText({ category: 'reel', isAutoDelete: true })).toBe('Permanent');
    expect(autoDeleteText({ category: 'post', isAutoDelete: true })).toBe('Enabled');
    expect(autoDeleteText({ category: 'post', isAutoDelete: false })).toBe('Disabled');
  });
});
