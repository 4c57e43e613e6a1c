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

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * One route's figures over several loads: the median of each timing, with the fastest and slowest
 * load of the two that vary most (a busy machine moves them by tenths of a second), and the worst
 * CLS (a shift seen once is a shift a person can see).
 */
export function summarizeRuns(runs) {
  const lcps = runs.map((each) => each.lcpMs);
  const calls = runs.map((each) => each.firstCallMs).filter((each) => each !== null && each !== undefined);
  return {
    route: runs[0].route,
    signedIn: runs[0].signedIn,
    lcpMs: median(lcps),
    cls: Math.max(...runs.map((each) => each.cls)),
    tbtMs: median(runs.map((each) => each.tbtMs)),
    firstCallMs: calls.length > 0 ? median(calls) : null,
    ...(runs.length > 1 && {
      lcpSpread: [Math.min(...lcps), Math.max(...lcps)],
      firstCallSpread: calls.length > 0 ? [Math.min(...calls), Math.max(...calls)] : null,
    }),
  };
}

const seconds = (ms) => (ms / 1000).toFixed(2);
const spread = (range) => (range ? `, ${seconds(range[0])}-${seconds(range[1])} s` : '');

/**
 * One line per figure, so two runs can be compared line by line. A signed-in page has a goal of its
 * own (it waits for its data) and a line for its first API call, which leaves from the entry.
 */
export function vitalLines({
  route,
  lcpMs,
  cls,
  tbtMs,
  firstCallMs = null,
  signedIn = false,
  lcpSpread = null,
  firstCallSpread = null,
}) {
  const mark = (ok) => (ok ? '✔' : '!');
  const lcpGoal = signedIn ? vitalGoals.signedInLcpMs : vitalGoals.lcpMs;
  const firstCall =
    signedIn && firstCallMs !== null
      ? [
          `${mark(firstCallMs <= vitalGoals.firstCallMs)} ${route} first API call: ${seconds(firstCallMs)} s (goal ${vitalGoals.firstCallMs / 1000} s${spread(firstCallSpread)})`,
        ]
      : [];
  return [
    `${mark(lcpMs <= lcpGoal)} ${route} LCP: ${seconds(lcpMs)} s (goal ${lcpGoal / 1000} s${spread(lcpSpread)})`,
    `${mark(cls <= vitalGoals.cls)} ${route} CLS: ${cls.toFixed(3)} (goal ${vitalGoals.cls})`,
    `${mark(tbtMs <= vitalGoals.tbtMs)} ${route} TBT: ${tbtMs.toFixed(0)} ms (goal ${vitalGoals.tbtMs} ms)`,
    ...firstCall,
  ];
}
