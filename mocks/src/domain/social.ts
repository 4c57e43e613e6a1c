import { nowMs } from '../config';
import { db, nextId } from '../db';
import type { PageRecord, SocialAccountRecord } from '../records';
import type { FacebookProfile } from '../seed/facebook';

const dayMs = 24 * 60 * 60_000;

/** Whole days until the token expires, never below 0 (a token at 0 counts as expired). */
export function daysUntilExpiry(account: SocialAccountRecord, now = nowMs()): number {
  return Math.max(0, Math.ceil((Date.parse(account.expires_at) - now) / dayMs));
}

export function isExpired(account: SocialAccountRecord, now = nowMs()): boolean {
  return Date.parse(account.expires_at) <= now;
}

export function accountPages(accountId: string): PageRecord[] {
  return db.pages.findMany((q) => q.where({ account_id: accountId }), { orderBy: { id: 'asc' } });
}

export function accountReply(account: SocialAccountRecord) {
  return {
    id: account.id,
    account_id: account.account_id,
    account_name: account.account_name,
    facebook_email: account.facebook_email,
    platform: account.platform,
    expires_at: account.expires_at,
    days_until_expiry: daysUntilExpiry(account),
    connected_pages: accountPages(account.id).map((page) => ({ id: page.id, page_id: page.page_id, name: page.name })),
  };
}

export function pageReply(page: PageRecord) {
  return { id: page.id, page_id: page.page_id, name: page.name, category: page.category, is_active: page.is_active };
}

/** Reads the account's pages from the (fake) provider again: pages removed here come back. Answers how many were added. */
export async function syncPages(account: SocialAccountRecord, profile: FacebookProfile): Promise<number> {
  let added = 0;
  for (const page of profile.pages) {
    if (db.pages.findFirst((q) => q.where({ account_id: account.id, page_id: page.page_id }))) continue;
    await db.pages.create({ id: nextId(db.pages.all(), 201), account_id: account.id, platform: 'facebook', ...page });
    added += 1;
  }
  return added;
}

/** Removes a page with its places on teams. */
export function removePage(page: PageRecord): void {
  db.teamPages.deleteMany((q) => q.where({ page_id: page.id }));
  db.pages.delete((q) => q.where({ id: page.id }));
}

/** A token from Facebook Login lives 60 days. */
export function freshExpiry(): string {
  return new Date(nowMs() + 60 * dayMs).toISOString();
}
