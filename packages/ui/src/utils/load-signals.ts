/**
 * The moments code a page can be shown without may load (deferred.ts), all in one place:
 * - 'first-paint': the page has shown its first content, so nothing loaded then delays that paint;
 * - 'page-shown': the page's own content is shown. A frame that paints before its page (the
 *   signed-in shell, the public pages' frame waiting for the server's text) holds this signal until
 *   the page is in sight and nothing of its own is still loading; without a frame it is first paint;
 * - 'first-input': the person's first press or key, for code that only ever answers something they did.
 * Tests and stories start each case from none of them having happened (`resetLoadSignals`).
 */
export type LoadSignal = 'first-paint' | 'page-shown' | 'first-input';

let isFramed = false;
let isVisible = false;
let holds = 0;
let isShown = false;
const shownWaiters = new Set<() => void>();
const settledListeners = new Set<() => void>();

let hadInput = false;
const inputWaiters = new Set<() => void>();
const inputEvents = ['pointerdown', 'keydown'] as const;

let areStandInsShown = false;

/** Runs `callback` once `signal` has come (at once, in a task of its own, if it has); returns a cancel function. */
export function whenSignal(signal: LoadSignal, callback: () => void): () => void {
  // Only a press loads anything in a story about stand-ins.
  if (areStandInsShown) return () => undefined;
  if (signal === 'first-input') return afterFirstInput(callback);
  if (signal === 'first-paint' || (!isFramed && !isShown)) return afterFirstPaint(callback);
  if (isShown) return soon(callback);
  // Shown as the page's content commits: the callback waits for that content's paint.
  let cancelNext: () => void = () => undefined;
  const cancelShown = whenPageShown(() => (cancelNext = afterNextPaint(callback)));
  return () => {
    cancelShown();
    cancelNext();
  };
}

/** The frame of the page about to show paints first: 'page-shown' waits for the page itself. */
export function frameHoldsPageShown() {
  if (!isShown) isFramed = true;
}

/** Whether the page (inside its frame) is in sight. */
export function setPageVisible(visible: boolean) {
  isVisible = visible;
  settlePageShown();
}

/**
 * A page's own loading step (its text from the server, a draft) holds 'page-shown'; the returned
 * function lets go. The page counts as shown only after the commit that let go: a page drawn again
 * in that commit (a new key) holds again first.
 */
export function holdPageShown(): () => void {
  holds += 1;
  let isHolding = true;
  return () => {
    if (!isHolding) return;
    isHolding = false;
    holds -= 1;
    queueMicrotask(settlePageShown);
  };
}

/** Runs `callback` at the moment the page counts as shown (at once if it has), before its paint. */
export function whenPageShown(callback: () => void): () => void {
  if (isShown) {
    callback();
    return () => undefined;
  }
  shownWaiters.add(callback);
  return () => shownWaiters.delete(callback);
}

/**
 * Calls `listener` each time the page in sight lets go of its last hold (a page reached inside the
 * app counts as shown again when its own loading steps are done); returns a function to stop.
 */
export function onPageSettled(listener: () => void): () => void {
  settledListeners.add(listener);
  return () => settledListeners.delete(listener);
}

function settlePageShown() {
  if (!isVisible || holds > 0) return;
  for (const listener of [...settledListeners]) listener();
  if (isShown) return;
  isShown = true;
  const waiting = [...shownWaiters];
  shownWaiters.clear();
  for (const run of waiting) run();
}

/**
 * Stories of the stand-ins: no signal comes, so deferred controls load only when pressed, and they
 * draw their stand-ins even when their code is there. The product never calls it.
 */
export function showStandIns(on: boolean) {
  areStandInsShown = on;
}

export function standInsShown() {
  return areStandInsShown;
}

/** Back to a page that has neither painted nor been shown nor touched, for the next test or story. */
export function resetLoadSignals() {
  isFramed = false;
  isVisible = false;
  holds = 0;
  isShown = false;
  shownWaiters.clear();
  settledListeners.clear();
  hadInput = false;
  inputWaiters.clear();
  stopListeningForInput();
  areStandInsShown = false;
}

/**
 * After the browser's first-contentful-paint entry. Where paint timing is not available (jsdom),
 * after a short wait instead.
 */
function afterFirstPaint(callback: () => void): () => void {
  const supportsPaint =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('paint');
  if (!supportsPaint) return soon(callback, 300);
  if (performance.getEntriesByName('first-contentful-paint').length > 0) return soon(callback);
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    callback();
  });
  observer.observe({ type: 'paint', buffered: true });
  return () => observer.disconnect();
}

function afterNextPaint(callback: () => void): () => void {
  if (typeof requestAnimationFrame === 'undefined') return soon(callback);
  let cancelSoon: () => void = () => undefined;
  const frame = requestAnimationFrame(() => (cancelSoon = soon(callback)));
  return () => {
    cancelAnimationFrame(frame);
    cancelSoon();
  };
}

function afterFirstInput(callback: () => void): () => void {
  if (hadInput) return soon(callback);
  if (inputWaiters.size === 0) for (const type of inputEvents) addEventListener(type, onFirstInput, true);
  inputWaiters.add(callback);
  return () => {
    inputWaiters.delete(callback);
    if (inputWaiters.size === 0) stopListeningForInput();
  };
}

function onFirstInput() {
  hadInput = true;
  stopListeningForInput();
  const waiting = [...inputWaiters];
  inputWaiters.clear();
  for (const run of waiting) run();
}

function stopListeningForInput() {
  if (typeof removeEventListener === 'undefined') return;
  for (const type of inputEvents) removeEventListener(type, onFirstInput, true);
}

function soon(callback: () => void, delayMs = 0): () => void {
  const timer = setTimeout(callback, delayMs);
  return () => clearTimeout(timer);
}
