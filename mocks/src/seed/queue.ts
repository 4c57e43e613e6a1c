import type { ItemStatus } from '@causeway/api-client/schemas';
import type { Db } from '../collections';
import { at, daysFrom } from './dates';
import { demo } from './demo';
import { pages, type PageKey } from './demo-pages';
import { facebookPostUrl, photo, video } from './media';

/* Mostly a table: one line of data per queued item, so it runs longer than most files. */

type Category = 'post' | 'story' | 'reel';

interface QueueItem {
  category: Category;
  status: ItemStatus;
  day: number;
  hour: number;
  minute?: number;
  on: PageKey[];
  message: string;
  media?: 'photo' | 'video';
  autoDelete?: boolean;
  team?: string;
  /** Instead of day and hour: this many minutes from now. */
  minutesFromNow?: number;
}

/** The queue: this month and next, every category and status. */
const queue: QueueItem[] = [
  {
    category: 'post',
    status: 'scheduled',
    day: 1,
    hour: 9,
    on: ['coffee', 'bakery'],
    message: 'Fresh roast Friday: our Ethiopian Yirgacheffe is back in stock.',
    media: 'photo',
  },
  {
    category: 'post',
    status: 'scheduled',
    day: 2,
    hour: 12,
    minute: 30,
    on: ['coffee'],
    message: 'Lunchtime pour-over workshop, 12:30 at the Harbour Street shop.',
  },
  {
    category: 'story',
    status: 'scheduled',
    day: 2,
    hour: 18,
    on: ['bakery'],
    message: 'Behind the scenes: sourdough at dawn.',
    media: 'photo',
  },
  {
    category: 'post',
    status: 'scheduled',
    day: 3,
    hour: 8,
    minute: 15,
    on: ['trail'],
    message: 'Trail report: the ridge path is open again after the storm.',
  },
  {
    category: 'reel',
    status: 'scheduled',
    day: 5,
    hour: 17,
    on: ['trail'],
    message: 'Packing a 20-litre day bag in 60 seconds.',
    media: 'video',
  },
  {
    category: 'post',
    status: 'scheduled',
    day: 6,
    hour: 10,
    on: ['coffee', 'trail'],
    message: 'Cold brew and a hike: our summer bundle is here.',
    media: 'photo',
    autoDelete: true,
  },
  {
    category: 'post',
    status: 'cancelled',
    day: 7,
    hour: 9,
    on: ['bakery'],
    message: 'Croissant masterclass (moved to next month).',
  },
  {
    category: 'post',
    status: 'scheduled',
    day: 9,
    hour: 11,
    on: ['bakery'],
    message: 'New: rye and caraway loaf, every Tuesday.',
  },
  {
    category: 'story',
    status: 'scheduled',
    day: 12,
    hour: 16,
    on: ['coffee'],
    message: 'Latte art throwdown tonight!',
    media: 'photo',
  },
  {
    category: 'post',
    status: 'scheduled',
    day: 14,
    hour: 9,
    on: ['coffee'],
    message: 'Meet our new roaster, Ana, and her favourite single origin.',
  },
  {
    category: 'post',
    status: 'scheduled',
    day: 16,
    hour: 13,
    on: ['trail', 'bakery'],
    message: 'Picnic pairing guide: bread, cheese and the best viewpoints.',
    media: 'photo',
  },
  {
    category: 'reel',
    status: 'scheduled',
    day: 20,
    hour: 19,
    on: ['coffee'],
    message: 'From bean to cup in 30 seconds.',
    media: 'video',
  },
  {
    category: 'post',
    status: 'scheduled',
    day: 23,
    hour: 10,
    minute: 45,
    on: ['trail'],
    message: 'Gear swap weekend: bring what you no longer use.',
  },
  {
    category: 'post',
    status: 'scheduled',
    day: 27,
    hour: 8,
    on: ['coffee', 'bakery', 'trail'],
    message: 'Thank you for 10,000 followers across our pages!',
  },
  {
    category: 'post',
    status: 'scheduled',
    day: 31,
    hour: 9,
    on: ['bakery'],
    message: 'Croissant masterclass, new date: Saturday 10:00.',
    media: 'photo',
  },
  {
    category: 'story',
    status: 'scheduled',
    day: 34,
    hour: 18,
    on: ['trail'],
    message: 'Sunset from the north ridge.',
    media: 'photo',
  },
  {
    category: 'post',
    status: 'scheduled',
    day: 38,
    hour: 12,
    on: ['coffee'],
    message: 'Autumn menu preview: spiced oat flat white.',
  },
  {
    category: 'reel',
    status: 'scheduled',
    day: 41,
    hour: 17,
    on: ['bakery'],
    message: 'Shaping a baguette, slowed down.',
    media: 'video',
  },
  {
    category: 'post',
    status: 'scheduled',
    day: 45,
    hour: 9,
    on: ['trail'],
    message: 'Winter layering 101: free talk in store.',
  },
  {
    category: 'post',
    status: 'processing',
    day: 0,
    hour: 0,
    minutesFromNow: -5,
    on: ['coffee'],
    message: 'Flash sale: 20% off beans for the next two hours.',
  },
  {
    category: 'post',
    status: 'published',
    day: -2,
    hour: 9,
    on: ['coffee'],
    message: 'Our new espresso blend, Harbour Dark, is out today.',
    media: 'photo',
  },
  {
    category: 'story',
    status: 'published',
    day: -4,
    hour: 17,
    on: ['bakery'],
    message: 'Cinnamon buns straight from the oven.',
    media: 'photo',
  },
  {
    category: 'reel',
    status: 'published',
    day: -6,
    hour: 18,
    on: ['trail'],
    message: 'How to lace boots for steep descents.',
    media: 'video',
  },
  { category: 'post', status: 'failed', day: -1, hour: 8, on: ['bakery'], message: 'Weekend opening hours update.' },
  {
    category: 'reel',
    status: 'failed',
    day: -3,
    hour: 19,
    on: ['coffee'],
    message: 'Roastery tour (landscape video).',
    media: 'video',
  },
  {
    category: 'story',
    status: 'cancelled',
    day: -8,
    hour: 12,
    on: ['trail'],
    message: 'Flash giveaway (cancelled).',
    media: 'photo',
  },
  {
    category: 'post',
    status: 'scheduled',
    day: 4,
    hour: 10,
    on: ['garden'],
    message: 'Volunteer morning: bring gloves, we bring coffee.',
    team: demo.noPlanTeamId,
  },
  {
    category: 'post',
    status: 'scheduled',
    day: 19,
    hour: 15,
    on: ['garden'],
    message: 'Harvest festival planning meeting.',
    team: demo.noPlanTeamId,
  },
];

function mediaFor(kind: QueueItem['media'], caption: string, hue: number): string | null {
  if (kind === 'photo') return photo(caption, hue);
  if (kind === 'video')
    return video(
      caption
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .slice(0, 40),
    );
  return null;
}

export async function seedQueue(db: Db, now: Date): Promise<void> {
  for (const [index, item] of queue.entries()) {
    const id = String(701 + index);
    const when =
      item.minutesFromNow === undefined
        ? at(now, item.day, item.hour, item.minute ?? 0)
        : new Date(now.getTime() + item.minutesFromNow * 60_000).toISOString();
    const itemPages = item.on.map((key) => pages[key]);
    const first = itemPages[0];
    const published = item.status === 'published';
    await db.scheduledItems.create({
      id,
      platform: 'facebook',
      category: item.category,
      message: item.message,
      scheduled_time: when,
      frequency: 'once',
      repeat_until: null,
      platform_account_id: item.team === demo.noPlanTeamId ? demo.expiredAccountId : demo.accountId,
      page_ids: itemPages.map((page) => page.id),
      team: item.team ?? demo.teamId,
      media_file: mediaFor(item.media, item.message.split(':')[0] ?? '', (index * 37) % 360),
      is_auto_delete: item.autoDelete ?? false,
      selected_pages: itemPages.map((page) => ({ id: page.id, name: page.name })),
      status: item.status,
      last_published: published ? when : null,
      facebook_post_url: published && first && item.category === 'post' ? facebookPostUrl(first.id, `9${id}`) : null,
      page_name: itemPages.map((page) => page.name).join(', '),
      published_at: published ? when : null,
      created_at: daysFrom(now, Math.min(item.day, 0) - 1),
    });
  }
}
