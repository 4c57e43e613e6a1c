import { describe, expect, test } from 'vitest';
import { db, exportDb, importDb, resetDb } from './db';
import { demo } from './seed/demo';

const now = new Date('2026-03-10T10:00:00Z');

describe('seed', () => {
  test('is deterministic: the same now gives the same data', async () => {
    await resetDb(now);
    const first = JSON.stringify(exportDb());
    await resetDb(now);
    expect(JSON.stringify(exportDb())).toBe(first);
  });

  test('places the queue in this month and next, in every status and category', async () => {
    await resetDb(now);
    const items = db.scheduledItems.all();
    const months = new Set(items.map((item) => new Date(item.scheduled_time ?? '').getUTCMonth()));
    expect(months.has(2) && months.has(3)).toBe(true);
    expect(new Set(items.map((item) => item.status))).toEqual(
      new Set(['scheduled', 'published', 'failed', 'processing', 'cancelled']),
    );
    expect(new Set(items.map((item) => item.category))).toEqual(new Set(['post', 'story', 'reel']));
  });

  test('has what the screens need to be interesting', async () => {
    await resetDb(now);
    expect(db.users.findFirst((q) => q.where({ email: demo.email }))).toMatchObject({
      password: 'Demo1234',
      is_email_verified: true,
      is_active: true,
    });
    expect(db.plans.all().filter((plan) => plan.price_annual === null)).toHaveLength(1);
    expect(db.members.findMany((q) => q.where({ team_id: demo.teamId })).some((member) => !member.is_active)).toBe(
      true,
    );
    expect(db.blogPosts.all()).toHaveLength(5);
    expect(db.blogPosts.findFirst((q) => q.where({ url_path: `/blog/${demo.xssBlogSlug}/` }))?.body).toMatch(
      /<script>.*onerror|onerror[\s\S]*<script>/,
    );
    expect(db.pages.all()).toHaveLength(6);
  });
});

test('export and import give the same data back (browser storage)', async () => {
  await resetDb(now);
  const snapshot = exportDb();
  await resetDb(new Date('2020-01-01T00:00:00Z'));
  await expect(importDb(JSON.parse(JSON.stringify(snapshot)) as typeof snapshot)).resolves.toBe(true);
  expect(exportDb()).toEqual(snapshot);
  await expect(importDb({ ...snapshot, version: -1 })).resolves.toBe(false);
});
