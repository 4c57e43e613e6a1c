import { fixtureInstant, fixturePages, fixturePhoto, fixtureVideo } from '../../review-shared/review-fixtures';
import type { QueueItem } from './queue-filters';

const [coffee, bakery, trail] = fixturePages;

const messages = [
  'Fresh roast Friday: our Ethiopian Yirgacheffe is back in stock.',
  'Lunchtime pour-over workshop, 12:30 at the Harbour Street shop.',
  'Behind the scenes: sourdough at dawn.',
  'Trail report: the ridge path is open again after the storm.',
  'Packing a 20-litre day bag in 60 seconds.',
  'Cold brew and a hike: our summer bundle is here.',
  'New: rye and caraway loaf, every Tuesday.',
];

const categories = ['post', 'post', 'story', 'post', 'reel'] as const;
const statuses = ['scheduled', 'scheduled', 'scheduled', 'published', 'failed', 'processing', 'cancelled'] as const;

/** `count` queue items over the weeks from 1 December 2026: every category and status. */
export function queueItems(count: number): QueueItem[] {
  return Array.from({ length: count }, (_, index) => {
    const category = categories[index % categories.length] ?? 'post';
    const status = statuses[index % statuses.length] ?? 'scheduled';
    const scheduledAt = fixtureInstant(Math.floor(index / 3), 9 + (index % 9), (index * 15) % 60);
    return {
      id: String(701 + index),
      platform: 'facebook',
      category,
      pages: index % 4 === 0 ? [coffee.name, bakery.name] : [[coffee, bakery, trail][index % 3]?.name ?? coffee.name],
      status,
      scheduledAt,
      publishedAt: status === 'published' ? scheduledAt : null,
      media:
        category === 'reel' ? fixtureVideo(`reel-${index}`) : index % 2 === 0 ? fixturePhoto((index * 37) % 360) : null,
      message: `${messages[index % messages.length] ?? ''}${index >= messages.length ? ` (${index + 1})` : ''}`,
    };
  });
}

/** The demo queue: 40 items, 11 of them scheduled posts (two pages of them). */
export const demoQueue = queueItems(40);
