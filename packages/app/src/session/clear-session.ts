import { atom } from 'jotai';
import { storedSession } from '../lib/storage';
import { forgetFailureReasonsAtom } from './failure-reasons';
import { saveActiveTeamAtom } from './active-team-atoms';
import { authErrorAtom, saveTokensAtom } from './atoms';

/**
 * Everything a logout or an expired session forgets: user, tokens, error, active team (accounts §4),
 * and why the user's stories and reels failed.
 */
export const clearSessionAtom = atom(null, (_get, set) => {
  set(saveTokensAtom, null);
  storedSession.saveUser(null);
  set(saveActiveTeamAtom, null);
  set(authErrorAtom, null);
  set(forgetFailureReasonsAtom);
});
