import { atom } from 'jotai';
import { readStored, storageKeys, writeStored, type StoredValueSchema } from '../lib/storage';

/** A history item's key ('story-901', 'reel-1004') and why it failed. */
export type FailureReasons = Readonly<Record<string, string>>;

/** The newest reasons are kept; older ones have long since been read. */
const keptReasons = 100;

const storedReasons: StoredValueSchema<FailureReasons> = {
  safeParse: (value) =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((reason) => typeof reason === 'string')
      ? { success: true, data: value as FailureReasons }
      : { success: false },
};

const reasonsAtom = atom<FailureReasons>(readStored(storageKeys.failureReasons, storedReasons, JSON.parse) ?? {});

function save(reasons: FailureReasons | null): void {
  writeStored(storageKeys.failureReasons, reasons === null ? null : JSON.stringify(reasons));
}

/**
 * Why submitted stories and reels failed, as their status checks said (the history lists carry only
 * the status): Publish History shows them on the items' rows. Kept on this device across reloads.
 */
export const failureReasonsAtom = atom((get) => get(reasonsAtom));

export const keepFailureReasonsAtom = atom(null, (get, set, reasons: FailureReasons) => {
  if (Object.keys(reasons).length === 0) return;
  const merged = Object.entries({ ...get(reasonsAtom), ...reasons }).slice(-keptReasons);
  const next = Object.fromEntries(merged);
  save(next);
  set(reasonsAtom, next);
});

export const forgetFailureReasonsAtom = atom(null, (_get, set) => {
  save(null);
  set(reasonsAtom, {});
});
