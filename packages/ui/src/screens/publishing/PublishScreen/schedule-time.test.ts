import { CalendarDate, Time } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { describeMoment, resolutionNote, resolveSchedule, zoneLabel } from './schedule-time';

describe('resolveSchedule', () => {
  it('makes an ordinary local time the instant of that zone', () => {
    const london = resolveSchedule(new CalendarDate(2026, 7, 1), new Time(9, 30), 'Europe/London');
    expect(london.kind).toBe('exact');
    expect(london.at.toAbsoluteString()).toBe('2026-07-01T08:30:00.000Z');
    const kolkata = resolveSchedule(new CalendarDate(2026, 7, 1), new Time(9, 30), 'Asia/Kolkata');
    expect(kolkata.at.toAbsoluteString()).toBe('2026-07-01T04:00:00.000Z');
    expect(resolutionNote(london)).toBeNull();
  });

  it('says so when the clocks skip the time (London, 29 March 2026, 01:30)', () => {
    const resolution = resolveSchedule(new CalendarDate(2026, 3, 29), new Time(1, 30), 'Europe/London');
    expect(resolution.kind).toBe('gap');
    expect(resolution.at.toAbsoluteString()).toBe('2026-03-29T01:30:00.000Z');
    expect(resolutionNote(resolution)).toBe(
      'The clocks go forward that night, so the time you chose does not exist. It will go out at 02:30 (GMT+1).',
    );
  });

  it('says so when the time happens twice, and takes the first (New York, 1 November 2026, 01:30)', () => {
    const resolution = resolveSchedule(new CalendarDate(2026, 11, 1), new Time(1, 30), 'America/New_York');
    expect(resolution.kind).toBe('overlap');
    expect(resolution.at.toAbsoluteString()).toBe('2026-11-01T05:30:00.000Z');
    expect(resolutionNote(resolution)).toBe(
      'The clocks go back that night, so 01:30 happens twice. It will go out at the first one (GMT-4), not the second (GMT-5).',
    );
  });
});

it('names the zone with its offset, and the moment in words', () => {
  const { at } = resolveSchedule(new CalendarDate(2026, 11, 30), new Time(14, 5), 'Asia/Kolkata');
  expect(zoneLabel('Asia/Kolkata', at)).toBe('Asia/Kolkata (GMT+5:30)');
  expect(describeMoment(at)).toBe('Monday 30 November 2026 at 14:05');
});
