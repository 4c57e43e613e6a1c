import type { ItemStatus } from '@causeway/api-client/schemas';
import type { Db } from '../collections';
import { at, daysFrom } from './dates';
import { demo } from './demo';
import { pages, type PageKey } from './demo-pages';
import { facebookPostUrl, facebookReelUrl, photo, video } from './media';

/** Publish history of posts: one record per page, over the last month. */
async function seedPosts(db: Db, now: Date): Promise<void> {
  const statuses: ItemStatus[] = [
    'published',
    'published',
    'published',
    'failed',
    'published',
    'deleted',
    'published',
    'published',
    'processing',
    'published',
    'published',
    'pending',
    'published',
    'failed',
  ];
  const keys: PageKey[] = ['coffee', 'bakery', 'trail'];
  for (const [index, status] of statuses.entries()) {
    const id = String(801 + index);
    const page = pages[keys[index % keys.length] ?? 'coffee'];
    const when = at(now, -1 - index * 2, 9 + (index % 8));
    await db.posts.create({
      id,
      platform: 'facebook',
      category: 'post',
      message: `Post ${index + 1} from ${page.name}: ${['Morning specials', 'Weekend market', 'Staff pick', 'Community news', 'Behind the counter'][index % 5]}.`,
      scheduled_time: null,
      frequency: 'once',
      repeat_until: null,
      platform_account_id: demo.accountId,
      page_ids: [page.id],
      team: demo.teamId,
      media_file: index % 3 === 0 ? photo(page.name, (index * 53) % 360) : null,
      is_auto_delete: index % 4 === 1,
      selected_pages: [{ id: page.id, name: page.name }],
      status,
      last_published: status === 'published' ? when : null,
      facebook_post_url: status === 'published' ? facebookPostUrl(page.id, `5${id}`) : null,
      page_name: page.name,
      published_at: status === 'pending' ? null : when,
      created_at: when,
    });
  }
}

async function seedStoriesAndReels(db: Db, now: Date): Promise<void> {
  const storyStatuses: ItemStatus[] = ['published', 'published', 'failed', 'published', 'processing', 'pending'];
  for (const [index, status] of storyStatuses.entries()) {
    const page = index % 2 === 0 ? pages.bakery : pages.coffee;
    await db.stories.create({
      id: String(901 + index),
      team_id: demo.teamId,
      page_id: page.id,
      page_name: page.name,
      message:
        ['Fresh out of the oven', 'Today’s pour', 'Window display', 'Morning queue', 'New mugs', 'Rainy day'][index] ??
        null,
      published_at: status === 'published' || status === 'failed' ? at(now, -index - 1, 8 + index) : null,
      media_url: photo(page.name, (index * 71) % 360),
      media_file: null,
      status,
      submitted_at: null,
      is_deleted: false,
    });
  }
  const reelStatuses: { status: ItemStatus; error_code: number | null }[] = [
    { status: 'published', error_code: null },
    { status: 'published', error_code: null },
    { status: 'failed', error_code: 1363128 },
    { status: 'published', error_code: null },
    { status: 'processing', error_code: null },
    { status: 'failed', error_code: 1363040 },
  ];
  for (const [index, { status, error_code }] of reelStatuses.entries()) {
    const page = index % 2 === 0 ? pages.trail : pages.coffee;
    const id = String(1001 + index);
    await db.reels.create({
      id,
      team_id: demo.teamId,
      page_id: page.id,
      page_name: page.name,
      published_at: status === 'processing' ? null : at(now, -index * 3 - 2, 18),
      media_url: video(`reel-${id}`),
      media_file: null,
      description:
        [
          'Trail running in the fog',
          'Pouring the perfect flat white',
          'Landscape cut (too wide)',
          'Roaster at work',
          'Bread scoring patterns',
          'Tent pitch in 45 seconds',
        ][index] ?? '',
      reel_url: status === 'published' ? facebookReelUrl(`77${id}`) : null,
      status,
      submitted_at: null,
      is_deleted: false,
      error_code,
    });
  }
}

async function seedBatches(db: Db, now: Date): Promise<void> {
  const batches = [
    { id: demo.batchId, page: pages.coffee, status: 'fetched', total_ids: 42, oldest: -410, latest: -3 },
    { id: '1102', page: pages.coffee, status: 'deleted', total_ids: 17, oldest: -700, latest: -420 },
    { id: '1103', page: pages.bakery, status: 'failed', total_ids: 8, oldest: -200, latest: -30 },
    { id: '1104', page: pages.trail, status: 'processing', total_ids: 25, oldest: -365, latest: -10 },
    // A batch of no ids: the screen hides it.
    { id: '1105', page: pages.bakery, status: 'fetched', total_ids: 0, oldest: null, latest: null },
  ] as const;
  for (const batch of batches) {
    await db.batches.create({
      id: batch.id,
      team_id: demo.teamId,
      page_id: batch.page.id,
      page_name: batch.page.name,
      status: batch.status,
      total_ids: batch.total_ids,
      oldest_created_time: batch.oldest === null ? null : daysFrom(now, batch.oldest),
      latest_created_time: batch.latest === null ? null : daysFrom(now, batch.latest),
      created_at: daysFrom(now, -1),
    });
  }
}

/** Publish history (posts, stories, reels) and bulk-delete batches of the Pro team. */
export async function seedHistory(db: Db, now: Date): Promise<void> {
  await seedPosts(db, now);
  await seedStoriesAndReels(db, now);
  await seedBatches(db, now);
}
