const dayMs = 24 * 60 * 60_000;

/** `now` moved by whole days and set to a local wall-clock time, as an ISO instant. */
export function at(now: Date, dayOffset: number, hour: number, minute = 0): string {
  const date = new Date(now.getTime() + dayOffset * dayMs);
  date.setHours(hour, minute, 0, 0);
  return date.toISOString();
}

/** `now` moved by a number of days (fractions allowed), as an ISO instant. */
export function daysFrom(now: Date, days: number): string {
  return new Date(now.getTime() + days * dayMs).toISOString();
}
