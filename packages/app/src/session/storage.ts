// zod/mini: the tokens are read on every page, the landing page included, which must stay light.
// (The stored active team is read with the client's team schema where teams are used.)
import { z } from 'zod/mini';

/** Browser storage keys of the session (accounts spec §3). */
export const storageKeys = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  userId: 'user_id',
  userEmail: 'user_email',
  activeTeam: 'activeTeam',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

const tokenSchema = z.string().check(z.minLength(1));

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage disabled (privacy mode): the session lives in memory only
  }
}

/** Reads a stored value through its schema; a corrupt value is removed and read as null. */
export function readStored<T>(
  key: StorageKey,
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  parse: (raw: string) => unknown = (raw) => raw,
): T | null {
  const raw = storage()?.getItem(key);
  if (raw == null) return null;
  try {
    const result = schema.safeParse(parse(raw));
    if (result.success) return result.data;
  } catch {
    // unparsable JSON falls through to removal
  }
  storage()?.removeItem(key);
  return null;
}

export function writeStored(key: StorageKey, value: string | null): void {
  const store = storage();
  if (!store) return;
  if (value === null) store.removeItem(key);
  else store.setItem(key, value);
}

export const storedSession = {
  accessToken: () => readStored(storageKeys.accessToken, tokenSchema),
  refreshToken: () => readStored(storageKeys.refreshToken, tokenSchema),
  userEmail: () => readStored(storageKeys.userEmail, z.string()),

  saveTokens(access: string | null, refresh: string | null) {
    writeStored(storageKeys.accessToken, access);
    writeStored(storageKeys.refreshToken, refresh);
  },
  saveUser(user: { id: string | number | null; email: string } | null) {
    writeStored(storageKeys.userId, user?.id != null ? String(user.id) : null);
    writeStored(storageKeys.userEmail, user?.email ?? null);
  },
};
