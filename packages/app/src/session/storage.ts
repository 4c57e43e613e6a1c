import { teamSchema } from '@causeway/api-client/schemas';
import { z } from 'zod';

/** Browser storage keys of the session (accounts spec §3). */
export const storageKeys = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  userId: 'user_id',
  userEmail: 'user_email',
  activeTeam: 'activeTeam',
} as const;

type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

const tokenSchema = z.string().trim().min(1);

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage disabled (privacy mode): the session lives in memory only
  }
}

/** Reads a stored value through its schema; a corrupt value is removed and read as null. */
function read<T>(key: StorageKey, schema: z.ZodType<T>, parse: (raw: string) => unknown = (raw) => raw): T | null {
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

function write(key: StorageKey, value: string | null): void {
  const store = storage();
  if (!store) return;
  if (value === null) store.removeItem(key);
  else store.setItem(key, value);
}

export const storedSession = {
  accessToken: () => read(storageKeys.accessToken, tokenSchema),
  refreshToken: () => read(storageKeys.refreshToken, tokenSchema),
  userEmail: () => read(storageKeys.userEmail, z.string()),
  activeTeam: () => read(storageKeys.activeTeam, teamSchema, JSON.parse),

  saveTokens(access: string | null, refresh: string | null) {
    write(storageKeys.accessToken, access);
    write(storageKeys.refreshToken, refresh);
  },
  saveUser(user: { id: string | number; email: string } | null) {
    write(storageKeys.userId, user ? String(user.id) : null);
    write(storageKeys.userEmail, user?.email ?? null);
  },
  saveActiveTeam(team: z.infer<typeof teamSchema> | null) {
    write(storageKeys.activeTeam, team ? JSON.stringify(team) : null);
  },
};
