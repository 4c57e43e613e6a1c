import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** A fake clock for setTimeout (and Date, so that what the server records reads it too). */
export function useFakeClock(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
}

/**
 * Runs the app on the fake clock until `done`: the network and React get real turns, and the clock
 * jumps straight to the next timer, never past it.
 */
export async function runUntil(done: () => boolean): Promise<void> {
  for (let round = 0; round < 1000 && !done(); round += 1) {
    await act(async () => {
      // Real turns first: a request on its way to the mock server takes a few, and the next timer
      // may be its own timeout.
      for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersToNextTimerAsync();
      await new Promise((resolve) => setImmediate(resolve));
    });
  }
  if (!done()) throw new Error('The app stopped before the expected outcome');
}

/** The time between each moment and the next, e.g. between a request and its retry. */
export function gapsBetween(moments: readonly number[]): number[] {
  return moments.slice(1).map((moment, index) => moment - (moments[index] ?? moment));
}
