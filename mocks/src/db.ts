import type { Collection } from '@msw/data';
import type { z } from 'zod/mini';
import { nowMs } from './config';
import { createCollections, type CollectionName, type Db } from './collections';
import { seed } from './seed';

/** The mock backend's data: one @msw/data collection per kind of record. */
export const db: Db = createCollections();

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
      const collection = db[name] as unknown as Collection<z.ZodMiniType>;
      if (!collection || !Array.isArray(records)) continue;
      for (const record of records) await collection.create(record);
    }
    return true;
  } catch {
    clearAll();
    return false;
  }
}
