import type { Db } from './collections';
import { seedBilling } from './seed/billing';
import { seedCms } from './seed/cms';
import { seedPeople } from './seed/people';
import { seedHistory } from './seed/history';
import { seedQueue } from './seed/queue';
import { seedSocial } from './seed/social';

export { demo } from './seed/demo';

/**
 * Fills an empty db with the demo data. Deterministic: the same `now` gives the same records, and
 * every date is placed relative to it (this month and next), so the data looks current whenever
 * it is seeded.
 */
export async function seed(db: Db, now: Date): Promise<void> {
  await seedPeople(db);
  await seedBilling(db, now);
  await seedSocial(db, now);
  await seedQueue(db, now);
  await seedHistory(db, now);
  await seedCms(db, now);
}
