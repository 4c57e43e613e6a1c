import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { bucketByDay } from './bucket-by-day';
import { calendarPeriod } from './calendar-period';

const lisbon = calendarPeriod('month', new CalendarDate(2026, 3, 14), 'Europe/Lisbon');
const days = lisbon.weeks.flat();
const at = (id: string, scheduledAt: string | null) => ({ id, scheduledAt });
const ids = (list: { id: string }[] | undefined) => (list ?? []).map((item) => item.id);

describe('bucketByDay', () => {
  it('puts each item on its day in the viewer’s zone, in time order', () => {
    const buckets = bucketByDay(
      [
        at('late', '2026-03-14T23:30:00.000Z'),
        at('early', '2026-03-14T08:00:00.000Z'),
        // After midnight in Lisbon once summer time has begun (UTC+1): the next day.
        at('after-midnight', '2026-03-29T23:30:00.000Z'),
        at('first-minute', '2026-03-01T00:00:00.000Z'),
      ],
      days,
    );
    expect(ids(buckets.get('2026-03-14'))).toEqual(['early', 'late']);
    expect(ids(buckets.get('2026-03-30'))).toEqual(['after-midnight']);
    expect(ids(buckets.get('2026-03-29'))).toEqual([]);
    expect(ids(buckets.get('2026-03-01'))).toEqual(['first-minute']);
  });

  it('leaves out items outside the grid and items without a time', () => {
    const buckets = bucketByDay(
      [at('before', '2026-02-01T10:00:00.000Z'), at('after', '2026-05-01T10:00:00.000Z'), at('none', null)],
      days,
    );
    expect(buckets.size).toBe(0);
  });

  it('buckets 2,000 items at once', () => {
    const many = Array.from({ length: 2000 }, (_, index) =>
      at(String(index), new Date(Date.UTC(2026, 2, 1) + index * 22 * 60_000).toISOString()),
    );
    const started = performance.now();
    const buckets = bucketByDay(many, days);
    expect(performance.now() - started).toBeLessThan(50);
    expect([...buckets.values()].reduce((sum, list) => sum + list.length, 0)).toBe(2000);
  });
});
