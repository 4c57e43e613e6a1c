import { atom } from 'jotai';
import { readStored, storageKeys, writeStored, type StoredValueSchema } from '../lib/storage';

const storedFlag: StoredValueSchema<boolean> = {
  safeParse: (value) =>
    value === 'true' || value === 'false' ? { success: true, data: value === 'true' } : { success: false },
};

const collapsedAtom = atom(readStored(storageKeys.sidebarCollapsed, storedFlag) ?? false);

/** The sidebar collapsed to its icons (publishing §2), remembered on this device for the next visit. */
export const isSidebarCollapsedAtom = atom(
  (get) => get(collapsedAtom),
  (_get, set, collapsed: boolean) => {
    writeStored(storageKeys.sidebarCollapsed, String(collapsed));
    set(collapsedAtom, collapsed);
  },
);
