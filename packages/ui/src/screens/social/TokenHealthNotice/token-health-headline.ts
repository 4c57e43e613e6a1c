import type { TokenExpiry } from '../parts/token-expiry';

interface Named extends TokenExpiry {
  accountName: string;
}

/** The warning's headline in the header, in the forms the header's width allows (HeaderNotice). */
export interface TokenHealthHeadline {
  /** One warning: the account and when its login runs out, the account first; several: how many. */
  headline: string;
  /** Without the account, for a narrow header ('Login runs out in 3 days'): part of the full one, as voice control needs. */
  shortHeadline?: string;
  /** Beside the billing notice in a narrow header. */
  tinyHeadline: string;
}

export function tokenHealthHeadline(warnings: readonly Named[]): TokenHealthHeadline {
  const [only] = warnings;
  if (warnings.length !== 1 || !only) {
    return { headline: `${warnings.length} Facebook logins need reconnecting`, tinyHeadline: 'Logins' };
  }
  const what = only.isExpired ? 'login has run out' : `login runs out ${when(only.daysLeft)}`;
  return {
    headline: `${only.accountName}: Facebook ${what}`,
    shortHeadline: `${what.charAt(0).toUpperCase()}${what.slice(1)}`,
    tinyHeadline: 'Login',
  };
}

function when(daysLeft: number | null): string {
  if (daysLeft === null) return 'soon';
  if (daysLeft === 0) return 'today';
  return `in ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'}`;
}

/** The detail's title. */
export function tokenHealthTitle(count: number): string {
  return count === 1 ? 'Facebook login to reconnect' : 'Facebook logins to reconnect';
}
