/**
 * Work a story's screen waits on (a save, a retry, a sign-in), held until the story's play function
 * ends it: the pending state stays on screen exactly as long as the test looks at it, whatever the
 * machine's speed.
 */
export interface HeldWork {
  /** Called by the story's screen: `done` runs when the play function calls `finish()`. */
  start(done: () => void): void;
  /** Ends the work started last. */
  finish(): void;
}

export function heldWork(): HeldWork {
  let pending: (() => void) | undefined;
  return {
    start(done) {
      pending = done;
    },
    finish() {
      const done = pending;
      pending = undefined;
      if (!done) throw new Error('No work was started.');
      done();
    },
  };
}
