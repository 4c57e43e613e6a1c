import type { Tokens } from '@causeway/api-client';
import type { Team } from '@causeway/api-client/schemas';
import { atom } from 'jotai';
import { storedSession } from './storage';

/** The session's tokens, read once from storage; written back through `saveTokens`. */
export const tokensAtom = atom<{ access: string | null; refresh: string | null }>({
  access: storedSession.accessToken(),
  refresh: storedSession.refreshToken(),
});

/** Signed in when an access token is held (state starts from storage, so both count). */
export const isSignedInAtom = atom((get) => get(tokensAtom).access !== null);

/** The last sign-in failure shown on the login screen; cleared on submit and on logout. */
export const authErrorAtom = atom<string | null>(null);

export const activeTeamAtom = atom<Team | null>(storedSession.activeTeam());

export const saveTokensAtom = atom(null, (_get, set, tokens: Tokens | null) => {
  storedSession.saveTokens(tokens?.access ?? null, tokens?.refresh ?? null);
  set(tokensAtom, { access: tokens?.access ?? null, refresh: tokens?.refresh ?? null });
});

export const saveActiveTeamAtom = atom(null, (_get, set, team: Team | null) => {
  storedSession.saveActiveTeam(team);
  set(activeTeamAtom, team);
});

/** Everything a logout or an expired session forgets (accounts spec §4). */
export const clearSessionAtom = atom(null, (_get, set) => {
  set(saveTokensAtom, null);
  storedSession.saveUser(null);
  set(saveActiveTeamAtom, null);
  set(authErrorAtom, null);
});
