import { mockConfig, nowMs } from '../config';
import { db } from '../db';
import type { SessionRecord, UserRecord } from '../records';

function token(kind: 'access' | 'refresh'): string {
  return `mock.${kind}.${crypto.randomUUID()}`;
}

/** Starts a session for a user: a fresh access token (short life) and refresh token. */
export async function openSession(userId: string): Promise<SessionRecord> {
  const now = nowMs();
  const config = mockConfig();
  return db.sessions.create({
    access_token: token('access'),
    refresh_token: token('refresh'),
    user_id: userId,
    issued_at: now,
    access_expires_at: now + config.accessTokenTtlMs,
    refresh_expires_at: now + config.refreshTokenTtlMs,
    revoked: false,
  });
}

/** Seconds until each token of a session expires (as the Google login reply states them). */
export function lifetimes(session: SessionRecord): { access: number; refresh: number } {
  const now = nowMs();
  return {
    access: Math.max(0, Math.round((session.access_expires_at - now) / 1000)),
    refresh: Math.max(0, Math.round((session.refresh_expires_at - now) / 1000)),
  };
}

export type AccessCheck =
  | { ok: true; session: SessionRecord; user: UserRecord }
  | { ok: false; reason: 'missing' | 'unknown' | 'expired' | 'inactive' };

/** Who an Authorization header belongs to, or why it does not count. */
export function checkAccess(authorization: string | null): AccessCheck {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '');
  if (!match?.[1]) return { ok: false, reason: 'missing' };
  const accessToken = match[1];
  const session = db.sessions.findFirst((q) => q.where({ access_token: accessToken }));
  if (!session || session.revoked) return { ok: false, reason: 'unknown' };
  if (session.access_expires_at <= nowMs()) return { ok: false, reason: 'expired' };
  const user = db.users.findFirst((q) => q.where({ id: session.user_id }));
  if (!user) return { ok: false, reason: 'unknown' };
  if (!user.is_active) return { ok: false, reason: 'inactive' };
  return { ok: true, session, user };
}

/**
 * Rotates a session: the old refresh token stops working and a new pair is issued. Null when the
 * refresh token is unknown, revoked or expired, or its user can no longer sign in.
 */
export async function rotateSession(refreshToken: string): Promise<SessionRecord | null> {
  const session = db.sessions.findFirst((q) => q.where({ refresh_token: refreshToken }));
  if (!session || session.revoked || session.refresh_expires_at <= nowMs()) return null;
  const user = db.users.findFirst((q) => q.where({ id: session.user_id }));
  if (!user?.is_active) return null;
  await revoke(session);
  return openSession(session.user_id);
}

export async function revoke(session: SessionRecord): Promise<void> {
  await db.sessions.update((q) => q.where({ refresh_token: session.refresh_token }), {
    data(draft) {
      draft.revoked = true;
    },
  });
}

/** Ends every session of a user (account deleted). */
export async function revokeAll(userId: string): Promise<void> {
  await db.sessions.updateMany((q) => q.where({ user_id: userId }), {
    data(draft) {
      draft.revoked = true;
    },
  });
}

/** Makes every access token issued so far expired now (their refresh tokens still work). */
export async function expireAccessTokens(): Promise<void> {
  const now = nowMs();
  await db.sessions.updateMany((q) => q.where({ revoked: false }), {
    data(draft) {
      draft.access_expires_at = Math.min(draft.access_expires_at, now);
    },
  });
}
