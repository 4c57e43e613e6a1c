import { endOfMonth, parseDate, startOfMonth, startOfWeek, type CalendarDate } from '@internationalized/date';

export { platformIds, type PlatformId } from '../../../primitives/PlatformMark/platform-ids';

/** Month or week (publishing §2). */
export const calendarViews = ['month', 'week'] as const;
export type CalendarView = (typeof calendarViews)[number];

/** One day of the grid, with the instants it spans in the viewer's zone. */
export interface CalendarDay {
  date: CalendarDate;
  /** 'YYYY-MM-DD'. */
  key: string;
  /** Its first and next day's first millisecond (epoch ms): a day is 23, 24 or 25 hours long. */
  start: number;
  end: number;
  /** In the month shown (false for the days of the weeks around it that fill the grid). */
  isInPeriod: boolean;
}

/** The days the calendar shows and the range its request covers. */
export interface CalendarPeriod {
  view: CalendarView;
  /** Whole weeks, Sunday first (publishing §9: the week starts on Sunday). */
  weeks: CalendarDay[][];
  /** The request's `start_time` and `end_time`: exactly the month or the week, as ISO instants. */
  startTime: string;
  endTime: string;
  /** The first and last day of the period. */
  first: CalendarDate;
  last: CalendarDate;
}

/** The week starts on Sunday whatever the locale (publishing §9). */
export function sundayOf(date: CalendarDate): CalendarDate {
  return startOfWeek(date, 'en-GB', 'sun');
}

/** A day from the address (YYYY-MM-DD), or null when it is not a real date. */
export function parseDay(value: string | null | undefined): CalendarDate | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    const date = parseDate(value);
    return date.toString() === value ? date : null;
  } catch {
    return null;
  }
}

/**
 * The period holding `date`: the whole month (in the weeks that show it) or its week, Sunday to
 * Saturday, with the instants the request covers in `timeZone`.
 */
export function calendarPeriod(view: CalendarView, date: CalendarDate, timeZone: string): CalendarPeriod {
  const first = view === 'month' ? startOfMonth(date) : sundayOf(date);
  const last = view === 'month' ? endOfMonth(date) : first.add({ days: 6 });
  const gridStart = sundayOf(first);
  const gridEnd = sundayOf(last).add({ days: 6 });
  const weeks: CalendarDay[][] = [];
  let week: CalendarDay[] = [];
  let next = gridStart.toDate(timeZone).getTime();
  for (let day = gridStart; day.compare(gridEnd) <= 0;) {
    const following = day.add({ days: 1 });
    const start = next;
    next = following.toDate(timeZone).getTime();
    week.push({
      date: day,
      key: day.toString(),
      start,
      end: next,
      isInPeriod: day.compare(first) >= 0 && day.compare(last) <= 0,
    });
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
    day = following;
  }
  return {
    view,
    weeks,
    startTime: new Date(first.toDate(timeZone).getTime()).toISOString(),
    endTime: new Date(last.add({ days: 1 }).toDate(timeZone).getTime() - 1).toISOString(),
    first,
    last,
  };
}

/** The same place one period earlier or later (a month, or a week). */
export function shiftPeriod(view: CalendarView, date: CalendarDate, by: 1 | -1): CalendarDate {
  return view === 'month' ? startOfMonth(date).add({ months: by }) : date.add({ weeks: by });
}
