import type { Tokens } from '@causeway/api-client';
import { atom } from 'jotai';
import { storedSession } from '../lib/storage';

/** The session's tokens, read once from storage; written back through `saveTokensAtom`. */
export const tokensAtom = atom<{ access: string | null; refresh: string | null }>({
  access: storedSession.accessToken(),
  refresh: storedSession.refreshToken(),
});

/** Signed in when an access token is held (state starts from storage, so both count). */
export const isSignedInAtom = atom((get) => get(tokensAtom).access !== null);

/** The last sign-in failure shown on the login screen; cleared on submit and on logout. */
export const authErrorAtom = atom<string | null>(null);

export const saveTokensAtom = atom(null, (_get, set, tokens: Tokens | null) => {
  storedSession.saveTokens(tokens?.access ?? null, tokens?.refresh ?? null);
  set(tokensAtom, { access: tokens?.access ?? null, refresh: tokens?.refresh ?? null });
});
