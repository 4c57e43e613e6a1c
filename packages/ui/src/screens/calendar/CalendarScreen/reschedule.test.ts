import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { calendarPeriod } from './calendar-period';
import { canMoveTo, movedInstant } from './reschedule';

describe('movedInstant', () => {
  it('keeps the time of day on the new day', () => {
    expect(movedInstant('2026-12-03T09:30:00.000Z', new CalendarDate(2026, 12, 17), 'Europe/Lisbon')).toBe(
      '2026-12-17T09:30:00.000Z',
    );
  });

  it('keeps the wall-clock time across a change of summer time', () => {
    // 09:30 in Lisbon: UTC in March before the change, UTC+1 after it.
    expect(movedInstant('2026-03-20T09:30:00.000Z', new CalendarDate(2026, 4, 2), 'Europe/Lisbon')).toBe(
      '2026-04-02T08:30:00.000Z',
    );
  });

  it('keeps the time in the viewer’s zone, not in UTC', () => {
    // 21:00 in New York is 02:00 UTC the next day.
    expect(movedInstant('2026-12-04T02:00:00.000Z', new CalendarDate(2026, 12, 10), 'America/New_York')).toBe(
      '2026-12-11T02:00:00.000Z',
    );
  });
});

describe('canMoveTo', () => {
  const days = calendarPeriod('month', new CalendarDate(2026, 12, 1), 'UTC').weeks.flat();
  const day = (key: string) => days.find((each) => each.key === key)!;
  const now = Date.parse('2026-12-10T12:00:00.000Z');
  const item = { scheduledAt: '2026-12-20T09:00:00.000Z' };

  it('refuses days that have passed, and today once the time has gone by', () => {
    expect(canMoveTo(item, day('2026-12-09'), 'UTC', now)).toBe(false);
    expect(canMoveTo(item, day('2026-12-10'), 'UTC', now)).toBe(false);
    expect(canMoveTo({ scheduledAt: '2026-12-20T18:00:00.000Z' }, day('2026-12-10'), 'UTC', now)).toBe(true);
  });

  it('takes later days, but not the day the item is on', () => {
    expect(canMoveTo(item, day('2026-12-11'), 'UTC', now)).toBe(true);
    expect(canMoveTo(item, day('2026-12-20'), 'UTC', now)).toBe(false);
    expect(canMoveTo({ scheduledAt: null }, day('2026-12-11'), 'UTC', now)).toBe(false);
  });
});
