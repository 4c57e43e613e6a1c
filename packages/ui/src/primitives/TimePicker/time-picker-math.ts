import { Time } from '@internationalized/date';

export type Meridiem = 'AM' | 'PM';

/** The minute buttons move by this many minutes (spec: minute step 5). */
export const minuteStep = 5;

const wrap = (value: number, size: number) => ((value % size) + size) % size;

/** Moves the hour, wrapping within 0–23 (23 + 1 → 0, 0 − 1 → 23); minutes stay. */
export function addHours(time: Time, hours: number): Time {
  return new Time(wrap(time.hour + hours, 24), time.minute);
}

/**
 * Moves the minutes, wrapping within the hour (55 + 5 → 0, 0 − 5 → 55) without carrying into the
 * hour: each button changes one number, as the two sets of buttons suggest. Minutes off the 5-minute
 * grid (from 'Current Time' or typing) move by the same step and are not snapped.
 */
export function addMinutes(time: Time, minutes: number): Time {
  return new Time(time.hour, wrap(time.minute + minutes, 60));
}

export function meridiemOf(time: Time): Meridiem {
  return time.hour < 12 ? 'AM' : 'PM';
}

/** Moves the time into the morning or afternoon half of the day by 12 hours; same half: unchanged. */
export function withMeridiem(time: Time, meridiem: Meridiem): Time {
  if (meridiemOf(time) === meridiem) return time;
  return addHours(time, meridiem === 'PM' ? 12 : -12);
}
