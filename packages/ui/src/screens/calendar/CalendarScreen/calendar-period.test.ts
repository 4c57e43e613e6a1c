import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { calendarPeriod, parseDay, shiftPeriod, sundayOf } from './calendar-period';

const keys = (days: { key: string }[]) => days.map((day) => day.key);

describe('calendarPeriod', () => {
  it('a month: whole weeks from Sunday to Saturday, the request covering exactly the month', () => {
    const period = calendarPeriod('month', new CalendarDate(2026, 12, 14), 'Europe/Lisbon');
    expect(period.weeks).toHaveLength(5);
    expect(period.weeks.every((week) => week.length === 7)).toBe(true);
    // 1 December 2026 is a Tuesday: the grid opens on Sunday 29 November.
    expect(keys(period.weeks[0]!)).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    expect(period.weeks[0]![0]!.isInPeriod).toBe(false);
    expect(period.weeks[0]![2]!.isInPeriod).toBe(true);
    expect(keys(period.weeks.at(-1)!).at(-1)).toBe('2027-01-02');
    expect(period.startTime).toBe('2026-12-01T00:00:00.000Z');
    expect(period.endTime).toBe('2026-12-31T23:59:59.999Z');
  });

  it('a week: Sunday to Saturday, in the viewer’s zone', () => {
    const period = calendarPeriod('week', new CalendarDate(2026, 12, 16), 'America/New_York');
    expect(period.weeks).toHaveLength(1);
    expect(keys(period.weeks[0]!)).toEqual([
      '2026-12-13',
      '2026-12-14',
      '2026-12-15',
      '2026-12-16',
      '2026-12-17',
      '2026-12-18',
      '2026-12-19',
    ]);
    expect(period.weeks[0]!.every((day) => day.isInPeriod)).toBe(true);
    expect(period.startTime).toBe('2026-12-13T05:00:00.000Z');
    expect(period.endTime).toBe('2026-12-20T04:59:59.999Z');
  });

  it('days are as long as the clock says: 23 hours when summer time starts', () => {
    const period = calendarPeriod('month', new CalendarDate(2026, 3, 1), 'Europe/Lisbon');
    const day = period.weeks.flat().find((each) => each.key === '2026-03-29');
    expect(((day?.end ?? 0) - (day?.start ?? 0)) / 3_600_000).toBe(23);
  });

  it('a month that starts on Sunday has no days of the month before', () => {
    const period = calendarPeriod('month', new CalendarDate(2026, 2, 10), 'UTC');
    expect(period.weeks[0]![0]!.key).toBe('2026-02-01');
    expect(period.weeks).toHaveLength(4);
  });
});

describe('moving about', () => {
  it('finds the Sunday of a week and shifts by a month or a week', () => {
    expect(sundayOf(new CalendarDate(2026, 12, 19)).toString()).toBe('2026-12-13');
    expect(sundayOf(new CalendarDate(2026, 12, 13)).toString()).toBe('2026-12-13');
    expect(shiftPeriod('month', new CalendarDate(2026, 1, 31), 1).toString()).toBe('2026-02-01');
    expect(shiftPeriod('week', new CalendarDate(2026, 12, 31), 1).toString()).toBe('2027-01-07');
  });

  it('reads a day from the address, or nothing', () => {
    expect(parseDay('2026-12-14')?.toString()).toBe('2026-12-14');
    expect(parseDay('2026-02-30')).toBeNull();
    expect(parseDay('14/12/2026')).toBeNull();
    expect(parseDay(null)).toBeNull();
  });
});
