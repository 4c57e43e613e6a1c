const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^(\d{1,2}):(\d{2})$/;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * The ISO instant a schedule goes out as, built from a local date ('YYYY-MM-DD') and a local time
 * ('HH:MM', 24-hour) in the browser's time zone. Null when either is missing or not a real date or
 * time (the form then says 'Please select date and time for scheduling.').
 */
export function toScheduledInstant(date: string | null | undefined, time: string | null | undefined): string | null {
  const dateMatch = date ? datePattern.exec(date.trim()) : null;
  const timeMatch = time ? timePattern.exec(time.trim()) : null;
  if (!dateMatch || !timeMatch) return null;
  const [year, month, day] = [Number(dateMatch[1]), Number(dateMatch[2]), Number(dateMatch[3])];
  const [hour, minute] = [Number(timeMatch[1]), Number(timeMatch[2])];
  if (hour > 23 || minute > 59) return null;
  const local = new Date(year, month - 1, day, hour, minute, 0, 0);
  // new Date rolls 31 February over into March: such a date is not a real one.
  if (local.getFullYear() !== year || local.getMonth() !== month - 1 || local.getDate() !== day) return null;
  return local.toISOString();
}

/** The local date and time of an instant, for prefilling the schedule form when an item is edited. */
export function fromScheduledInstant(instant: string | null | undefined): { date: string; time: string } | null {
  if (!instant) return null;
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return null;
  return {
    date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
  };
}
