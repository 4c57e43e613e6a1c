import { describe, expect, it } from 'vitest';
import { defaultQueueFilters, filterQueue, type QueueItem } from './queue-filters';

const item = (id: string, fields: Partial<QueueItem>): QueueItem => ({
  id,
  platform: 'facebook',
  category: 'post',
  pages: ['Causeway Coffee Roasters'],
  status: 'scheduled',
  scheduledAt: '2026-12-01T09:00:00.000Z',
  publishedAt: null,
  media: null,
  message: `Item ${id}`,
  ...fields,
});

const items = [
  item('1', {}),
  item('2', { category: 'story' }),
  item('3', { status: 'failed' }),
  item('4', { category: 'story', status: 'failed' }),
  item('5', { platform: 'instagram' }),
  item('6', { category: 'reel', status: 'cancelled' }),
];

const ids = (list: QueueItem[]) => list.map((each) => each.id);

describe('filterQueue', () => {
  it('shows scheduled Facebook posts by default', () => {
    expect(ids(filterQueue(items, defaultQueueFilters))).toEqual(['1']);
  });

  it('narrows by category and status together', () => {
    expect(ids(filterQueue(items, { ...defaultQueueFilters, category: 'story', status: 'failed' }))).toEqual(['4']);
    expect(ids(filterQueue(items, { ...defaultQueueFilters, category: 'all', status: 'all' }))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '6',
    ]);
  });

  it('takes several platforms', () => {
    expect(ids(filterQueue(items, { ...defaultQueueFilters, platforms: ['instagram'] }))).toEqual(['5']);
    expect(ids(filterQueue(items, { ...defaultQueueFilters, platforms: ['facebook', 'instagram'] }))).toEqual([
      '1',
      '5',
    ]);
  });

  it('keeps the server order and works through 10,000 items at once', () => {
    const many = Array.from({ length: 10_000 }, (_, index) =>
      item(String(index), { category: (['post', 'story', 'reel'] as const)[index % 3] }),
    );
    const started = performance.now();
    const stories = filterQueue(many, { ...defaultQueueFilters, category: 'story' });
    expect(performance.now() - started).toBeLessThan(50);
    expect(stories).toHaveLength(3333);
    expect(stories[0]?.id).toBe('1');
  });
});
