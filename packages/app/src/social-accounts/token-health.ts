import type { SocialAccount } from '@causeway/api-client';
import { accountIdForPage } from '@causeway/api-client/domain';
import type { ScheduledItem } from '@causeway/api-client/schemas';

/** A token this close to its end (or past it) is warned about before anything fails. */
export const tokenWarningDays = 7;

const dayMs = 24 * 60 * 60 * 1000;

/** How many of the team's scheduled items target the account's pages before its token runs out, and after. */
export interface ScheduledAround {
  before: number;
  after: number;
}

export interface AccountAtRisk {
  account: SocialAccount;
  /** When the token runs out (ISO). */
  expiresAt: string;
  /** Null while the scheduled items are not known (loading, or they could not be had). */
  scheduled: ScheduledAround | null;
}

/** The instant the account's token runs out: its expiry, or now plus the days the server counted. */
function expiryOf(account: SocialAccount, now: Date): Date | null {
  if (account.expires_at !== null) {
    const at = new Date(account.expires_at);
    if (!Number.isNaN(at.getTime())) return at;
  }
  return account.days_until_expiry === null ? null : new Date(now.getTime() + account.days_until_expiry * dayMs);
}

/** Its token has run out, or runs out within the warning window. */
export function isRunningOut(account: SocialAccount): boolean {
  return (
    account.is_token_expired || (account.days_until_expiry !== null && account.days_until_expiry <= tokenWarningDays)
  );
}

function targets(item: ScheduledItem, account: SocialAccount): boolean {
  return item.page_ids.some((pageId) => accountIdForPage([account], pageId) !== null);
}

/**
 * The linked accounts the team's publishing depends on whose token has run out or runs out within
 * 7 days: those that own at least one of the team's pages. With the team's scheduled items, each
 * says how many target its pages before the token runs out (they go out) and at or after it (they
 * would fail unless the account is reconnected).
 */
export function accountsAtRisk(
  accounts: readonly SocialAccount[],
  teamPageIds: readonly string[],
  scheduledItems: readonly ScheduledItem[] | null,
  now: Date,
): AccountAtRisk[] {
  const owners = new Set(teamPageIds.map((pageId) => accountIdForPage(accounts, pageId)));
  return accounts.flatMap((account) => {
    const expiry = expiryOf(account, now);
    if (!expiry || !owners.has(account.id) || !isRunningOut(account)) return [];
    let scheduled: ScheduledAround | null = null;
    if (scheduledItems) {
      scheduled = { before: 0, after: 0 };
      for (const item of scheduledItems) {
        const at = item.scheduled_time ? Date.parse(item.scheduled_time) : Number.NaN;
        if (item.status !== 'scheduled' || Number.isNaN(at) || !targets(item, account)) continue;
        if (at < expiry.getTime()) scheduled.before += 1;
        else scheduled.after += 1;
      }
    }
    return [{ account, expiresAt: expiry.toISOString(), scheduled }];
  });
}

/**
 * The team's scheduled items that would fail because a login runs out first: item id → the name of
 * the account to reconnect. An item already going out before the expiry is not marked.
 */
export function itemsOutlivingLogin(
  risks: readonly AccountAtRisk[],
  items: readonly ScheduledItem[],
): ReadonlyMap<string, string> {
  const marked = new Map<string, string>();
  if (risks.length === 0) return marked;
  for (const item of items) {
    const at = item.scheduled_time ? Date.parse(item.scheduled_time) : Number.NaN;
    if (item.status !== 'scheduled' || Number.isNaN(at)) continue;
    const risk = risks.find((each) => at >= Date.parse(each.expiresAt) && targets(item, each.account));
    if (risk) marked.set(item.id, risk.account.account_name);
  }
  return marked;
}
