/** Browser storage keys: the session's (accounts spec §3) and the shell's one preference. */
export const storageKeys = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  userId: 'user_id',
  userEmail: 'user_email',
  activeTeam: 'activeTeam',
  /** Why submitted stories and reels failed, as their status checks said; forgotten on logout. */
  failureReasons: 'failureReasons',
  /** Not part of the session: a display preference kept across visits and logouts. */
  sidebarCollapsed: 'sidebarCollapsed',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/** What a stored value must be to be used; anything else is dropped. */
export interface StoredValueSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/**
 * Tokens and the email are plain non-empty strings. They are read on every page, the landing page
 * included, so this check stays dependency-free; the structured value (the active team) is read
 * through the client's zod schema where teams are used (teams/active-team-atoms.ts).
 */
const nonEmptyText: StoredValueSchema<string> = {
  safeParse: (value) =>
    typeof value === 'string' && value.trim() !== '' ? { success: true, data: value } : { success: false },
};

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
  schema: StoredValueSchema<T>,
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
  accessToken: () => readStored(storageKeys.accessToken, nonEmptyText),
  refreshToken: () => readStored(storageKeys.refreshToken, nonEmptyText),
  userEmail: () => readStored(storageKeys.userEmail, nonEmptyText),
  userId: () => readStored(storageKeys.userId, nonEmptyText),

  saveTokens(access: string | null, refresh: string | null) {
    writeStored(storageKeys.accessToken, access);
    writeStored(storageKeys.refreshToken, refresh);
  },
  saveUser(user: { id: string | number | null; email: string } | null) {
    writeStored(storageKeys.userId, user?.id != null ? String(user.id) : null);
    writeStored(storageKeys.userEmail, user?.email ?? null);
  },
};
