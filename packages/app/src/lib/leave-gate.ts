import { NavigationType, type HistoryRouterProps, type Path } from 'react-router';

type History = HistoryRouterProps['history'];
type Update = Parameters<Parameters<History['listen']>[0]>[0];

/** Whether leaving `current` for `next` must wait for the person's answer. */
export type LeaveCheck = (current: Path, next: Path) => boolean;

/** A navigation held back: go on with it, or stay where the person is. */
export interface HeldLeave {
  proceed: () => void;
  reset: () => void;
}

// One page at a time guards its edits; the gate is the app's, as its history is.
let check: LeaveCheck | null = null;
let held: HeldLeave | null = null;
const watchers = new Set<() => void>();

function setHeld(next: HeldLeave | null) {
  held = next;
  for (const watcher of watchers) watcher();
}

/** Holds navigations `leaveCheck` refuses until the person answers; the returned function lifts it. */
export function guardLeaving(leaveCheck: LeaveCheck): () => void {
  check = leaveCheck;
  return () => {
    if (check !== leaveCheck) return;
    check = null;
    // Nothing is guarded any more (the edits were saved or undone): the held navigation stays undone.
    if (held) setHeld(null);
  };
}

/** The navigation waiting for an answer, if any (for useSyncExternalStore). */
export const heldLeave = (): HeldLeave | null => held;

export function watchHeldLeave(watcher: () => void): () => void {
  watchers.add(watcher);
  return () => watchers.delete(watcher);
}

/** Nothing guarded, nothing held: for the next test, which shares this module with the last. */
export function resetLeaveGate() {
  check = null;
  held = null;
  watchers.clear();
}

/**
 * The app's history with the gate in front of it: a link or `navigate()` the check refuses is not
 * made until the person chooses; Back or Forward, which the browser has already made, is undone at
 * once (the router never sees it) and made again if they choose to leave. React Router's own
 * blocker needs its data router, whose code every page would load for this alone.
 */
export function guardHistory(history: History): History {
  // Where the router is: the last location it was told of.
  let shown: Path = history.location;
  // Our own step back after a held Back, which the router must not see.
  let isUndoing = false;
  // A held Back or Forward the person chose to make after all.
  let isLetThrough = false;

  const mustAsk = (next: Path) => check?.(shown, next) ?? false;
  const hold = (goOn: () => void) =>
    setHeld({
      proceed: () => {
        setHeld(null);
        goOn();
      },
      reset: () => setHeld(null),
    });

  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push(to, state) {
      if (mustAsk(history.encodeLocation(to))) hold(() => history.push(to, state));
      else history.push(to, state);
    },
    replace(to, state) {
      if (mustAsk(history.encodeLocation(to))) hold(() => history.replace(to, state));
      else history.replace(to, state);
    },
    listen(listener) {
      return history.listen((update: Update) => {
        if (update.action === NavigationType.Pop) {
          if (isUndoing) {
            isUndoing = false;
            return;
          }
          const { delta } = update;
          if (isLetThrough) isLetThrough = false;
          else if (delta && mustAsk(update.location)) {
            isUndoing = true;
            history.go(-delta);
            hold(() => {
              isLetThrough = true;
              history.go(delta);
            });
            return;
          }
        }
        shown = update.location;
        listener(update);
      });
    },
  };
}
