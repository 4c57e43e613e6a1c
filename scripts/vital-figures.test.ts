import { describe, expect, it } from 'vitest';
import { cumulativeLayoutShift, summarizeRuns, totalBlockingTime, vitalLines } from './vital-figures.mjs';

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

  it('gives the fastest and slowest load beside the median when a route was loaded several times', () => {
    expect(
      vitalLines({
        route: '/team/queues',
        lcpMs: 3900,
        cls: 0,
        tbtMs: 80,
        firstCallMs: 2050,
        signedIn: true,
        lcpSpread: [3720, 4310],
        firstCallSpread: [1980, 2140],
      }),
    ).toEqual([
      '✔ /team/queues LCP: 3.90 s (goal 4 s, 3.72-4.31 s)',
      '✔ /team/queues CLS: 0.000 (goal 0.02)',
      '✔ /team/queues TBT: 80 ms (goal 150 ms)',
      '! /team/queues first API call: 2.05 s (goal 2 s, 1.98-2.14 s)',
    ]);
  });
});

describe('summarizeRuns', () => {
  const load = (lcpMs: number, firstCallMs: number | null, cls = 0, tbtMs = 0) => ({
    route: '/team/calendar',
    signedIn: true,
    lcpMs,
    cls,
    tbtMs,
    firstCallMs,
  });

  it("takes each timing's median, its fastest and slowest load, and the worst CLS", () => {
    expect(summarizeRuns([load(4200, 2100, 0, 30), load(3800, 1950, 0.01, 90), load(3900, 2000, 0, 60)])).toEqual({
      route: '/team/calendar',
      signedIn: true,
      lcpMs: 3900,
      cls: 0.01,
      tbtMs: 60,
      firstCallMs: 2000,
      lcpSpread: [3800, 4200],
      firstCallSpread: [1950, 2100],
    });
  });

  it('halves between the two middle loads of an even count, and leaves out a call never made', () => {
    const figures = summarizeRuns([load(1000, null), load(1200, null)]);
    expect(figures.lcpMs).toBe(1100);
    expect(figures.firstCallMs).toBeNull();
    expect(figures.firstCallSpread).toBeNull();
  });

  it('gives no spread for a single load', () => {
    expect(summarizeRuns([load(3000, 1900)])).toEqual({
      route: '/team/calendar',
      signedIn: true,
      lcpMs: 3000,
      cls: 0,
      tbtMs: 0,
      firstCallMs: 1900,
    });
  });
});
