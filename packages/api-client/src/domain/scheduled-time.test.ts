import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromScheduledInstant, toScheduledInstant } from './scheduled-time';

const zone = process.env.TZ;
beforeAll(() => {
  // A zone with a non-whole-hour offset and no daylight saving: +05:30.
  process.env.TZ = 'Asia/Kolkata';
});
afterAll(() => {
  process.env.TZ = zone;
});

describe('scheduled time', () => {
  it('builds the ISO instant of a local date and time', () => {
    expect(toScheduledInstant('2025-06-01', '09:30')).toBe('2025-06-01T04:00:00.000Z');
    expect(toScheduledInstant('2025-01-01', '00:15')).toBe('2024-12-31T18:45:00.000Z');
  });

  it('gives null for a missing or impossible date or time', () => {
    expect(toScheduledInstant('', '09:30')).toBeNull();
    expect(toScheduledInstant('2025-06-01', null)).toBeNull();
    expect(toScheduledInstant('2025-02-30', '09:30')).toBeNull();
    expect(toScheduledInstant('2025-06-01', '24:00')).toBeNull();
    expect(toScheduledInstant('01/06/2025', '09:30')).toBeNull();
  });

  it('reads an instant back as the local date and time', () => {
    expect(fromScheduledInstant('2025-06-01T04:00:00.000Z')).toEqual({ date: '2025-06-01', time: '09:30' });
    expect(fromScheduledInstant('not a date')).toBeNull();
  });
});
