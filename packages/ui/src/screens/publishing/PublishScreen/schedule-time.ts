import {
  CalendarDateTime,
  DateFormatter,
  toZoned,
  type CalendarDate,
  type Time,
  type ZonedDateTime,
} from '@internationalized/date';

/**
 * A local date and time made an instant in a time zone. Most wall-clock times name one instant; on
 * a daylight-saving day one may not exist (the clocks skip it) or may happen twice (the clocks go
 * back). Those are never resolved silently: the form says which instant the item goes out at.
 */
export type ScheduleResolution =
  | { kind: 'exact'; at: ZonedDateTime }
  /** The time is skipped by the clocks; it goes out at the same moment, which the clocks call `at`. */
  | { kind: 'gap'; at: ZonedDateTime }
  /** The time happens twice; it goes out at the first (`at`), not the second (`second`). */
  | { kind: 'overlap'; at: ZonedDateTime; second: ZonedDateTime };

export function resolveSchedule(date: CalendarDate, time: Time, timeZone: string): ScheduleResolution {
  const wall = new CalendarDateTime(date.year, date.month, date.day, time.hour, time.minute);
  const earlier = toZoned(wall, timeZone, 'earlier');
  const later = toZoned(wall, timeZone, 'later');
  if (earlier.compare(later) === 0) return { kind: 'exact', at: earlier };
  const isSkipped = later.hour !== wall.hour || later.minute !== wall.minute;
  return isSkipped ? { kind: 'gap', at: later } : { kind: 'overlap', at: earlier, second: later };
}

/** 'GMT+1', 'GMT-5', 'GMT+5:30': the zone's offset at that instant, as people read it. */
export function offsetLabel(at: ZonedDateTime): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: at.timeZone, timeZoneName: 'shortOffset' }).formatToParts(
    at.toDate(),
  );
  const label = parts.find((part) => part.type === 'timeZoneName')?.value ?? at.timeZone;
  // Some engines say 'GMT+0' where others say 'GMT': one spelling everywhere.
  return label.replace(/^GMT[+-]0$/, 'GMT');
}

/** 'Europe/London (GMT+1)': the zone a time is chosen in, beside the time picker. */
export function zoneLabel(timeZone: string, at: ZonedDateTime): string {
  return `${timeZone.replaceAll('_', ' ')} (${offsetLabel(at)})`;
}

const dayFormat = new DateFormatter('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** 'Monday 30 November 2026 at 14:30': how dialogs and messages name a scheduled moment. */
export function describeMoment(at: ZonedDateTime): string {
  const day = dayFormat.format(at.toDate()).replace(',', '');
  return `${day} at ${pad(at.hour)}:${pad(at.minute)}`;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** What the form says under the time when the clocks change that day; null on an ordinary day. */
export function resolutionNote(resolution: ScheduleResolution): string | null {
  const at = resolution.at;
  const when = `${pad(at.hour)}:${pad(at.minute)}`;
  if (resolution.kind === 'gap') {
    return `The clocks go forward that night, so the time you chose does not exist. It will go out at ${when} (${offsetLabel(at)}).`;
  }
  if (resolution.kind === 'overlap') {
    return `The clocks go back that night, so ${when} happens twice. It will go out at the first one (${offsetLabel(at)}), not the second (${offsetLabel(resolution.second)}).`;
  }
  return null;
}
