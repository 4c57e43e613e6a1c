import type { CalendarDay } from './calendar-period';

/** What bucketing needs of an item: when it goes out. */
interface Timed {
  scheduledAt: string | null;
}

/**
 * The items of each day of the grid, in time order, keyed by the day's key: done once per fetch
 * (not per cell), by a binary search of the day boundaries, so 2,000 items take well under a
 * millisecond. Items outside the grid, or without a time, are left out.
 */
export function bucketByDay<T extends Timed>(items: readonly T[], days: readonly CalendarDay[]): Map<string, T[]> {
  const buckets = new Map<string, { at: number; item: T }[]>();
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return new Map();
  for (const item of items) {
    const at = item.scheduledAt ? Date.parse(item.scheduledAt) : Number.NaN;
    if (!(at >= first.start && at < last.end)) continue;
    let low = 0;
    let high = days.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((days[middle]?.start ?? Infinity) <= at) low = middle;
      else high = middle - 1;
    }
    const key = days[low]?.key;
    if (key === undefined) continue;
    const bucket = buckets.get(key);
    if (bucket) bucket.push({ at, item });
    else buckets.set(key, [{ at, item }]);
  }
  const sorted = new Map<string, T[]>();
  for (const [key, bucket] of buckets) {
    sorted.set(
      key,
      bucket.sort((a, b) => a.at - b.at).map((entry) => entry.item),
    );
  }
  return sorted;
}
