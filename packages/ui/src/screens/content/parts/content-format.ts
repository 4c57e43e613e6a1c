const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * A CMS date ('2025-03-12' or a full ISO timestamp) as '12 March 2025'. Only the calendar date is
 * read, so the day never shifts with the reader's time zone. Anything unreadable is shown as given.
 */
export function formatContentDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (!match) return value;
  const [, year, month, day] = match.map(Number);
  if (year === undefined || month === undefined || day === undefined) return value;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return value;
  return longDate.format(date);
}

/** The ISO date for a <time> element, when the value has one. */
export function machineDate(value: string): string | undefined {
  return /^(\d{4}-\d{2}-\d{2})/.exec(value.trim())?.[1];
}

/** A reading time as '4 min read'; a text the CMS already worded is kept. */
export function formatReadingTime(value: number | string): string {
  if (typeof value === 'string' && !/^\s*\d+\s*$/.test(value)) return value.trim();
  return `${Math.max(1, Math.round(Number(value)))} min read`;
}
