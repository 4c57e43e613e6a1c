// The page timings' arithmetic, apart from the browser that records them (page-vitals.mjs).

/** What each page should reach under the bench's slow phone (docs/performance.md). */
export const vitalGoals = { lcpMs: 1800, signedInLcpMs: 4000, cls: 0.02, tbtMs: 150, firstCallMs: 2000 };

/** CLS as Chromium reports it: the largest session window (shifts < 1 s apart, at most 5 s long). */
export function cumulativeLayoutShift(shifts) {
  let largest = 0;
  let window = { start: -Infinity, last: -Infinity, sum: 0 };
  for (const { at, value } of shifts) {
    if (at - window.last > 1000 || at - window.start > 5000) window = { start: at, last: at, sum: 0 };
    window.sum += value;
    window.last = at;
    largest = Math.max(largest, window.sum);
  }
  return largest;
}

/** TBT: the time past 50 ms of every long task after the first contentful paint. */
export function totalBlockingTime(longTasks, firstPaintAt) {
  return longTasks
    .filter(({ at }) => at >= firstPaintAt)
    .reduce((sum, { duration }) => sum + Math.max(0, duration - 50), 0);
}

/**
 * One line per figure, so two runs can be compared line by line. A signed-in page has a goal of its
 * own (it waits for its data) and a line for its first API call, which leaves from the entry.
 */
export function vitalLines({ route, lcpMs, cls, tbtMs, firstCallMs = null, signedIn = false }) {
  const mark = (ok) => (ok ? '✔' : '!');
  const lcpGoal = signedIn ? vitalGoals.signedInLcpMs : vitalGoals.lcpMs;
  const firstCall =
    signedIn && firstCallMs !== null
      ? [
          `${mark(firstCallMs <= vitalGoals.firstCallMs)} ${route} first API call: ${(firstCallMs / 1000).toFixed(2)} s (goal ${vitalGoals.firstCallMs / 1000} s)`,
        ]
      : [];
  return [
    `${mark(lcpMs <= lcpGoal)} ${route} LCP: ${(lcpMs / 1000).toFixed(2)} s (goal ${lcpGoal / 1000} s)`,
    `${mark(cls <= vitalGoals.cls)} ${route} CLS: ${cls.toFixed(3)} (goal ${vitalGoals.cls})`,
    `${mark(tbtMs <= vitalGoals.tbtMs)} ${route} TBT: ${tbtMs.toFixed(0)} ms (goal ${vitalGoals.tbtMs} ms)`,
    ...firstCall,
  ];
}
