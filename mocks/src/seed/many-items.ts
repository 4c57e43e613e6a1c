import type { ItemStatus } from '@causeway/api-client/schemas';
import type { ScheduledItemRecord } from '../records';
import { demo } from './demo';
import { pages } from './demo-pages';

/** How many items the queue.many-items scenario adds. */
export const manyItemsCount = 10_000;

/** The first generated id: far above the seed's, so the two never meet. */
export const firstManyItemId = 100_001;

const stepMs = 19 * 60_000;
const dayMs = 24 * 60 * 60_000;
const categories = ['post', 'post', 'story', 'reel', 'post'] as const;
const onPages = [pages.coffee, pages.bakery, pages.trail];
const topics = [
  'Morning specials',
  'Weekend market',
  'Staff pick',
  'Community news',
  'Behind the counter',
  'New arrivals',
];

/**
 * A queue at scale for the demo team: from ten days ago, an item every 19 minutes (about 75 a day,
 * so every month ahead holds over 2,000 scheduled items). Those already due read as published (one
 * in ten failed); of those ahead, one in 25 is cancelled. The same for the same day.
 */
export function manyScheduledItems(now: Date, count = manyItemsCount): ScheduledItemRecord[] {
  const start = new Date(now.getTime() - 10 * dayMs);
  start.setHours(0, 10, 0, 0);
  return Array.from({ length: count }, (_, index) => {
    const at = start.getTime() + index * stepMs;
    const when = new Date(at).toISOString();
    const isPast = at <= now.getTime();
    const status: ItemStatus = isPast
      ? index % 10 === 0
        ? 'failed'
        : 'published'
      : index % 25 === 0
        ? 'cancelled'
        : 'scheduled';
    const page = onPages[index % onPages.length] ?? pages.coffee;
    return {
      id: String(firstManyItemId + index),
      platform: 'facebook',
      category: categories[index % categories.length] ?? 'post',
      message: `${topics[index % topics.length]} #${index + 1} from ${page.name}.`,
      scheduled_time: when,
      frequency: 'once',
      repeat_until: null,
      custom_schedule: null,
      platform_account_id: demo.accountId,
      page_ids: [page.id],
      team: demo.teamId,
      media_file: null,
      is_auto_delete: false,
      selected_pages: [{ id: page.id, name: page.name }],
      status,
      last_published: status === 'published' ? when : null,
      facebook_post_url: null,
      page_name: page.name,
      published_at: status === 'published' ? when : null,
      created_at: start.toISOString(),
    };
  });
}
