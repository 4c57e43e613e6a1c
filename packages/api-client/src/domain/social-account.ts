import type { ConnectedPage, SocialAccountRecord } from '../schemas/social';

export const defaultPlatform = 'Facebook';
const dayMs = 24 * 60 * 60 * 1000;

/** A linked social account as screens use it. */
export interface SocialAccount {
  id: string;
  account_id: string | null;
  account_name: string;
  /** Taken from facebook_email (account_email when the server already names it so). */
  account_email: string | null;
  /** As the server names it; 'Facebook' when it names none. */
  platform: string;
  expires_at: string | null;
  /** Whole days left, never below 0; null when the server gives neither days nor an expiry date. */
  days_until_expiry: number | null;
  /** True when the days left are zero or less. */
  is_token_expired: boolean;
  connected_pages: ConnectedPage[];
}

function daysLeft(record: SocialAccountRecord, now: Date): number | null {
  if (record.days_until_expiry !== null) return Math.floor(record.days_until_expiry);
  if (record.expires_at === null) return null;
  const expiresAt = Date.parse(record.expires_at);
  // Whole days, counted down as the server counts them ((expires_at - now).days).
  return Number.isNaN(expiresAt) ? null : Math.floor((expiresAt - now.getTime()) / dayMs);
}

export function mapSocialAccount(record: SocialAccountRecord, now: Date = new Date()): SocialAccount {
  const days = daysLeft(record, now);
  return {
    id: record.id,
    account_id: record.account_id,
    account_name: record.account_name,
    account_email: record.facebook_email ?? record.account_email,
    platform: record.platform ?? defaultPlatform,
    expires_at: record.expires_at,
    days_until_expiry: days === null ? null : Math.max(0, days),
    is_token_expired: days !== null && days <= 0,
    connected_pages: record.connected_pages,
  };
}

interface LinkedAccount {
  id: string;
  connected_pages: ReadonlyArray<Pick<ConnectedPage, 'id' | 'page_id'>>;
}

/** The id of the linked account a page belongs to (matched on the connected page's id or page_id), or null. */
export function accountIdForPage(accounts: readonly LinkedAccount[], pageId: string): string | null {
  const owner = accounts.find((account) =>
    account.connected_pages.some((page) => page.id === pageId || page.page_id === pageId),
  );
  return owner?.id ?? null;
}

/** Pages that belong to no linked account ('Some selected pages are not linked to any Facebook account.'). */
export function unlinkedPageIds(accounts: readonly LinkedAccount[], pageIds: readonly string[]): string[] {
  return pageIds.filter((pageId) => accountIdForPage(accounts, pageId) === null);
}

/**
 * The platform_account_id a scheduled item is sent with: the account of its first page. (An item
 * carries one account id; pages of several accounts go out with the first one's.)
 */
export function platformAccountIdFor(accounts: readonly LinkedAccount[], pageIds: readonly string[]): string | null {
  const [first] = pageIds;
  return first === undefined ? null : accountIdForPage(accounts, first);
}
