import { describe, expect, it } from 'vitest';
import { cumulativeLayoutShift, totalBlockingTime, vitalLines } from './vital-figures.mjs';

describe('cumulativeLayoutShift', () => {
  it('adds shifts less than a second apart and keeps the largest window', () => {
    const shifts = [
      { at: 100, value: 0.1 },
      { at: 600, value: 0.2 },
      { at: 3000, value: 0.25 },
    ];
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.3);
  });

  it('reads 0 when nothing moved', () => {
    expect(cumulativeLayoutShift([])).toBe(0);
  });
});

describe('totalBlockingTime', () => {
  it('counts the time past 50 ms of each long task after the first paint', () => {
    const tasks = [
      { at: 10, duration: 400 },
      { at: 500, duration: 120 },
      { at: 900, duration: 50 },
    ];
    expect(totalBlockingTime(tasks, 200)).toBe(70);
  });
});

describe('vitalLines', () => {
  it('prints one line per figure, marking what misses its goal', () => {
    expect(vitalLines({ route: '/', lcpMs: 2500, cls: 0, tbtMs: 80 })).toEqual([
      '! / LCP: 2.50 s (goal 1.8 s)',
      '✔ / CLS: 0.000 (goal 0.02)',
      '✔ / TBT: 80 ms (goal 150 ms)',
    ]);
  });

  it('judges a signed-in page by its own goal and says when its first API call left', () => {
    expect(
      vitalLines({ route: '/team/queues', lcpMs: 3900, cls: 0.03, tbtMs: 80, firstCallMs: 2400, signedIn: true }),
    ).toEqual([
      '✔ /team/queues LCP: 3.90 s (goal 4 s)',
      '! /team/queues CLS: 0.030 (goal 0.02)',
      '✔ /team/queues TBT: 80 ms (goal 150 ms)',
      '! /team/queues first API call: 2.40 s (goal 2 s)',
    ]);
  });
});
