import { fixturePages } from '../../review-shared/review-fixtures';
import type { CalendarItem } from './calendar-item';

/** Stories' "now": Thursday 10 December 2026, noon in Lisbon. */
export const calendarNow = Date.parse('2026-12-10T12:00:00.000Z');

const messages = [
  'Fresh roast Friday: our Ethiopian Yirgacheffe is back in stock.',
  'Behind the scenes: sourdough at dawn.',
  'Packing a 20-litre day bag in 60 seconds.',
  'Trail report: the ridge path is open again after the storm.',
  'Latte art throwdown tonight!',
  'Shaping a baguette, slowed down.',
];
const categories = ['post', 'story', 'reel', 'post', 'story', 'reel'] as const;

function item(index: number, at: string): CalendarItem {
  return {
    id: String(701 + index),
    category: categories[index % categories.length] ?? 'post',
    platform: 'facebook',
    message: messages[index % messages.length] ?? '',
    scheduledAt: at,
    pages: [fixturePages[index % fixturePages.length]?.name ?? ''],
  };
}

/** December 2026: an item most days from the 10th, and a busy Tuesday the 15th. */
export const decemberItems: CalendarItem[] = [
  item(0, '2026-12-10T16:30:00.000Z'),
  item(1, '2026-12-11T09:00:00.000Z'),
  item(2, '2026-12-12T18:00:00.000Z'),
  item(3, '2026-12-14T08:15:00.000Z'),
  ...Array.from({ length: 7 }, (_, index) =>
    item(4 + index, `2026-12-15T${String(8 + index).padStart(2, '0')}:00:00.000Z`),
  ),
  item(11, '2026-12-18T12:30:00.000Z'),
  item(12, '2026-12-23T10:00:00.000Z'),
  item(13, '2026-12-31T23:30:00.000Z'),
];

/** `count` items over a month from the 1st, every 22 minutes or so. */
export function manyCalendarItems(count: number, year = 2027, month = 1): CalendarItem[] {
  const start = Date.UTC(year, month - 1, 1, 0, 10);
  const step = Math.floor((28 * 24 * 60 * 60_000) / count);
  return Array.from({ length: count }, (_, index) => item(index, new Date(start + index * step).toISOString()));
}
