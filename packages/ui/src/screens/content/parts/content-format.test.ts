import { describe, expect, it } from 'vitest';
import { formatContentDate, formatReadingTime, machineDate } from './content-format';

describe('formatContentDate', () => {
  it('writes a CMS date day first with the month in words', () => {
    expect(formatContentDate('2025-03-12')).toBe('12 March 2025');
  });

  it('reads only the calendar date of a timestamp, whatever the time zone', () => {
    expect(formatContentDate('2025-01-01T23:30:00-05:00')).toBe('1 January 2025');
  });

  it('shows an unreadable or impossible date as given', () => {
    expect(formatContentDate('last spring')).toBe('last spring');
    expect(formatContentDate('2025-02-31')).toBe('2025-02-31');
  });
});

describe('machineDate', () => {
  it('gives the ISO date for <time dateTime>', () => {
    expect(machineDate('2025-03-12T09:00:00Z')).toBe('2025-03-12');
    expect(machineDate('soon')).toBeUndefined();
  });
});

describe('formatReadingTime', () => {
  it('reads minutes as "N min read"', () => {
    expect(formatReadingTime(4)).toBe('4 min read');
    expect(formatReadingTime('12')).toBe('12 min read');
    expect(formatReadingTime(0)).toBe('1 min read');
  });

  it('keeps a reading time the CMS already worded', () => {
    expect(formatReadingTime('About 5 minutes')).toBe('About 5 minutes');
  });
});
