import { Time } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { addHours, addMinutes, meridiemOf, minuteStep, withMeridiem } from './time-picker-math';

const hm = (time: Time) => [time.hour, time.minute];

describe('addHours', () => {
  it('steps the hour and keeps the minutes', () => {
    expect(hm(addHours(new Time(9, 30), 1))).toEqual([10, 30]);
    expect(hm(addHours(new Time(9, 30), -1))).toEqual([8, 30]);
  });

  it('wraps 23 → 0 and 0 → 23', () => {
    expect(hm(addHours(new Time(23, 15), 1))).toEqual([0, 15]);
    expect(hm(addHours(new Time(0, 15), -1))).toEqual([23, 15]);
  });
});

describe('addMinutes', () => {
  it('steps by five minutes', () => {
    expect(minuteStep).toBe(5);
    expect(hm(addMinutes(new Time(14, 20), minuteStep))).toEqual([14, 25]);
    expect(hm(addMinutes(new Time(14, 20), -minuteStep))).toEqual([14, 15]);
  });

  it('wraps 55 → 0 and 0 → 55 without changing the hour', () => {
    expect(hm(addMinutes(new Time(14, 55), minuteStep))).toEqual([14, 0]);
    expect(hm(addMinutes(new Time(14, 0), -minuteStep))).toEqual([14, 55]);
    expect(hm(addMinutes(new Time(23, 55), minuteStep))).toEqual([23, 0]);
  });

  it('moves minutes off the grid by the same step', () => {
    expect(hm(addMinutes(new Time(8, 57), minuteStep))).toEqual([8, 2]);
    expect(hm(addMinutes(new Time(8, 2), -minuteStep))).toEqual([8, 57]);
  });
});

describe('AM/PM', () => {
  it('tells the half of the day: 00:00–11:59 AM, 12:00–23:59 PM', () => {
    expect(meridiemOf(new Time(0, 0))).toBe('AM');
    expect(meridiemOf(new Time(11, 59))).toBe('AM');
    expect(meridiemOf(new Time(12, 0))).toBe('PM');
    expect(meridiemOf(new Time(23, 59))).toBe('PM');
  });

  it('moves the hour by 12 when switching halves', () => {
    expect(hm(withMeridiem(new Time(9, 45), 'PM'))).toEqual([21, 45]);
    expect(hm(withMeridiem(new Time(21, 45), 'AM'))).toEqual([9, 45]);
    expect(hm(withMeridiem(new Time(0, 5), 'PM'))).toEqual([12, 5]);
    expect(hm(withMeridiem(new Time(12, 5), 'AM'))).toEqual([0, 5]);
  });

  it('leaves the time alone when it is already in that half', () => {
    expect(hm(withMeridiem(new Time(9, 45), 'AM'))).toEqual([9, 45]);
    expect(hm(withMeridiem(new Time(13, 0), 'PM'))).toEqual([13, 0]);
  });
});
