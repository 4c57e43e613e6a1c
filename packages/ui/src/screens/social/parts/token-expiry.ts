/** How a linked account's Facebook login stands: when it runs out, and what the team has scheduled around it. */
export interface TokenExpiry {
  /** When the login runs out (ISO), when known. */
  expiresAt: string | null;
  /** Whole days left, never below 0; null when the server gave neither days nor a date. */
  daysLeft: number | null;
  /** Zero or fewer days left (accounts §3). */
  isExpired: boolean;
  /** Runs out within the product's warning window (7 days), so it is marked before anything fails. */
  isExpiringSoon: boolean;
}

/** The scheduled items of the team on the account's pages, before its login runs out and at or after it. */
export interface ScheduledAround {
  before: number;
  after: number;
}

/** '28 Nov 2026', in the viewer's zone unless a story pins one. */
export function expiryDate(iso: string, timeZone?: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(at);
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** 'Expired', '1 day left', '12 days left', or null when unknown. */
export function daysLeftText({ daysLeft, isExpired }: TokenExpiry): string | null {
  if (isExpired) return 'Expired';
  return daysLeft === null ? null : `${plural(daysLeft, 'day', 'days')} left`;
}

/** How urgent the expiry is: past, within a week, or not yet a concern. */
export function expiryTone({ isExpired, isExpiringSoon }: TokenExpiry): 'danger' | 'warning' | 'neutral' {
  return isExpired ? 'danger' : isExpiringSoon ? 'warning' : 'neutral';
}

/** The warning's heading: whose login runs out (or ran out) and when. */
export function expiryHeadline(accountName: string, expiry: TokenExpiry, timeZone?: string): string {
  const date = expiry.expiresAt ? expiryDate(expiry.expiresAt, timeZone) : null;
  if (expiry.isExpired) {
    return date
      ? `The Facebook login for ${accountName} ran out on ${date}.`
      : `The Facebook login for ${accountName} has run out.`;
  }
  const days = plural(expiry.daysLeft ?? 0, 'day', 'days');
  return date
    ? `The Facebook login for ${accountName} runs out in ${days}, on ${date}.`
    : `The Facebook login for ${accountName} runs out in ${days}.`;
}

/** What the team stands to lose: its scheduled items on the account's pages before and after the login runs out. */
export function scheduledAtRiskText(teamName: string, isExpired: boolean, scheduled: ScheduledAround | null): string {
  if (scheduled === null) {
    return isExpired
      ? `Scheduled items on its pages will fail unless you reconnect.`
      : `Scheduled items on its pages will fail after then unless you reconnect.`;
  }
  const total = scheduled.before + scheduled.after;
  if (total === 0) return `${teamName} has no scheduled items on its pages yet; reconnect before scheduling any.`;
  const items = plural(total, 'scheduled item', 'scheduled items');
  if (isExpired)
    return `${teamName} has ${items} on its pages: ${total === 1 ? 'it' : 'they'} will fail unless you reconnect.`;
  if (scheduled.after === 0) return `${teamName} has ${items} on its pages, all going out before then.`;
  const before =
    scheduled.before === 0
      ? 'none go out before then'
      : `${scheduled.before} ${scheduled.before === 1 ? 'goes' : 'go'} out before then`;
  return `${teamName} has ${items} on its pages: ${before}; ${scheduled.after} after will fail unless you reconnect.`;
}

/** A row's short note on the same: how many would fail. */
export function atRiskNote(scheduled: ScheduledAround | null, isExpired: boolean): string {
  if (scheduled === null) return 'Your team publishes to its pages';
  const failing = isExpired ? scheduled.before + scheduled.after : scheduled.after;
  return failing === 0
    ? 'Your team publishes to its pages'
    : `${plural(failing, 'scheduled item', 'scheduled items')} would fail`;
}
