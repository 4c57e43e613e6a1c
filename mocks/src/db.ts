import { Collection } from '@msw/data';
import type { z } from 'zod';
import { nowMs } from './config';
import {
  batchRecordSchema,
  billingDetailsRecordSchema,
  blogPostRecordSchema,
  checkoutRecordSchema,
  cmsPageRecordSchema,
  inviteRecordSchema,
  invoiceRecordSchema,
  memberRecordSchema,
  pageRecordSchema,
  paymentMethodRecordSchema,
  planRecordSchema,
  reelRecordSchema,
  scheduledItemRecordSchema,
  sessionRecordSchema,
  socialAccountRecordSchema,
  storyRecordSchema,
  subscriptionRecordSchema,
  teamPageRecordSchema,
  teamRecordSchema,
  userRecordSchema,
} from './records';
import { seed } from './seed';

/** The mock backend's data: one @msw/data collection per kind of record. */
export const db = {
  users: new Collection({ schema: userRecordSchema }),
  sessions: new Collection({ schema: sessionRecordSchema }),
  teams: new Collection({ schema: teamRecordSchema }),
  members: new Collection({ schema: memberRecordSchema }),
  invites: new Collection({ schema: inviteRecordSchema }),
  plans: new Collection({ schema: planRecordSchema }),
  subscriptions: new Collection({ schema: subscriptionRecordSchema }),
  paymentMethods: new Collection({ schema: paymentMethodRecordSchema }),
  invoices: new Collection({ schema: invoiceRecordSchema }),
  billingDetails: new Collection({ schema: billingDetailsRecordSchema }),
  checkouts: new Collection({ schema: checkoutRecordSchema }),
  socialAccounts: new Collection({ schema: socialAccountRecordSchema }),
  pages: new Collection({ schema: pageRecordSchema }),
  teamPages: new Collection({ schema: teamPageRecordSchema }),
  scheduledItems: new Collection({ schema: scheduledItemRecordSchema }),
  posts: new Collection({ schema: scheduledItemRecordSchema }),
  stories: new Collection({ schema: storyRecordSchema }),
  reels: new Collection({ schema: reelRecordSchema }),
  batches: new Collection({ schema: batchRecordSchema }),
  cmsPages: new Collection({ schema: cmsPageRecordSchema }),
  blogPosts: new Collection({ schema: blogPostRecordSchema }),
};
export type Db = typeof db;
export type CollectionName = keyof Db;
export type RecordOf<K extends CollectionName> = z.output<Db[K] extends Collection<infer S> ? S : never>;

/** The next numeric id of a collection whose records have `id`: one above the highest, never below `floor`. */
export function nextId(records: readonly { id: string }[], floor = 1): string {
  const highest = records.reduce((max, record) => {
    const value = Number(record.id);
    return Number.isFinite(value) ? Math.max(max, value) : max;
  }, floor - 1);
  return String(highest + 1);
}

function clearAll(): void {
  for (const collection of Object.values(db)) collection.clear();
}

/** Empties every collection and seeds the demo data again, dated around `now`. */
export async function resetDb(now: Date = new Date(nowMs())): Promise<void> {
  clearAll();
  await seed(db, now);
}

/** Bump when the record shapes or the seed change, so stored data from an older version is replaced. */
export const snapshotVersion = 1;

export interface DbSnapshot {
  version: number;
  collections: Partial<Record<CollectionName, unknown[]>>;
}

/** Every record as plain JSON (for browser storage). */
export function exportDb(): DbSnapshot {
  const collections: DbSnapshot['collections'] = {};
  for (const [name, collection] of Object.entries(db) as [CollectionName, Db[CollectionName]][]) {
    collections[name] = collection.all().map((record) => JSON.parse(JSON.stringify(record)) as unknown);
  }
  return { version: snapshotVersion, collections };
}

/**
 * Replaces the data with a snapshot. Resolves false (and leaves the collections empty) when the
 * snapshot is from another version or does not match the record shapes.
 */
export async function importDb(snapshot: DbSnapshot): Promise<boolean> {
  clearAll();
  if (snapshot.version !== snapshotVersion) return false;
  try {
    for (const [name, records] of Object.entries(snapshot.collections) as [CollectionName, unknown[]][]) {
      const collection = db[name] as unknown as Collection<z.ZodType>;
      if (!collection || !Array.isArray(records)) continue;
      for (const record of records) await collection.create(record);
    }
    return true;
  } catch {
    clearAll();
    return false;
  }
}
