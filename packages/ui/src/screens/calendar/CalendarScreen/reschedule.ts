import { parseAbsolute, type CalendarDate } from '@internationalized/date';
import type { CalendarDay } from './calendar-period';

/**
 * The instant an item moved to `day` goes out at: the same time of day on the new day, in the
 * viewer's zone (never the end of the day). Where that time does not exist on the new day (the hour
 * summer time skips), the clock's next valid time.
 */
export function movedInstant(scheduledAt: string, day: CalendarDate, timeZone: string): string {
  const from = parseAbsolute(scheduledAt, timeZone);
  return from.set({ year: day.year, month: day.month, day: day.day }).toAbsoluteString();
}

/**
 * Whether an item may move to `day`: never to a day that has passed, nor to a time of today that
 * has (the server would refuse a time in the past), nor to the day it is on.
 */
export function canMoveTo(
  item: { scheduledAt: string | null },
  day: Pick<CalendarDay, 'date' | 'start' | 'end'>,
  timeZone: string,
  now: number,
): boolean {
  if (!item.scheduledAt || day.end <= now) return false;
  const at = Date.parse(item.scheduledAt);
  if (at >= day.start && at < day.end) return false;
  return Date.parse(movedInstant(item.scheduledAt, day.date, timeZone)) > now;
}
