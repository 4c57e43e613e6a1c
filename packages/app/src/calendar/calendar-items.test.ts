import type { ScheduledItem } from '@causeway/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { rescheduleInput, toCalendarItem } from './calendar-items';

const item: ScheduledItem = {
  id: '703',
  platform: 'facebook',
  category: 'story',
  message: 'Behind the scenes: sourdough at dawn.',
  scheduled_time: '2026-12-02T18:00:00.000Z',
  frequency: 'once',
  repeat_until: null,
  platform_account_id: '601',
  page_ids: ['104000000000002'],
  team: '11',
  media_file: 'data:image/svg+xml,…',
  is_auto_delete: false,
  selected_pages: [{ id: '104000000000002', name: 'Harbour Lights Bakery' }],
  status: 'scheduled',
  last_published: null,
  facebook_post_url: null,
  page_name: 'Harbour Lights Bakery',
  published_at: null,
};

describe('calendar items', () => {
  it('show the item’s pages by name', () => {
    expect(toCalendarItem(item)).toEqual({
      id: '703',
      category: 'story',
      platform: 'facebook',
      message: 'Behind the scenes: sourdough at dawn.',
      scheduledAt: '2026-12-02T18:00:00.000Z',
      pages: ['Harbour Lights Bakery'],
    });
  });

  it('move with every field as it was, only the time new, and no account id', () => {
    const input = rescheduleInput(item, '2026-12-09T18:00:00.000Z', '11');
    expect(input).toEqual({
      platform: 'facebook',
      category: 'story',
      message: 'Behind the scenes: sourdough at dawn.',
      scheduled_time: '2026-12-09T18:00:00.000Z',
      frequency: 'once',
      page_ids: ['104000000000002'],
      team: '11',
      is_auto_delete: false,
      repeat_until: null,
      custom_schedule: null,
    });
    expect(input).not.toHaveProperty('platform_account_id');
    expect(input).not.toHaveProperty('media');
  });
});
