import { storageKeys, storedSession } from '../lib/storage';
import { store } from '../store';
import { tokensAtom } from './atoms';

/**
 * Tabs of one browser share one session: their tokens live in the same storage. These keep each
 * tab's copy in step with it.
 */

/** Takes the stored tokens as this tab's own, when another tab has changed them. */
export function adoptStoredTokens(): void {
  const current = store.get(tokensAtom);
  const access = storedSession.accessToken();
  const refresh = storedSession.refreshToken();
  if (current.access !== access || current.refresh !== refresh) store.set(tokensAtom, { access, refresh });
}

/**
 * Follows the other tabs: a logout there empties this tab's session (its protected page then goes
 * to /login), a refresh there hands this tab the new tokens, so it never sends the spent refresh
 * token. The active team is not followed: a tab keeps the team it works in, so a switch elsewhere
 * cannot change the team under a half-filled form; a reload takes the last team chosen.
 * Returns the unsubscribe.
 */
export function followOtherTabs(onSignedOutElsewhere: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    const isTokenChange =
      event.key === null || event.key === storageKeys.accessToken || event.key === storageKeys.refreshToken;
    if (!isTokenChange) return;
    const hadSession = store.get(tokensAtom).access !== null;
    adoptStoredTokens();
    if (hadSession && store.get(tokensAtom).access === null) onSignedOutElsewhere();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/**
 * Runs a token refresh while no other tab runs one (the Web Locks API), starting from the tokens
 * as storage has them: a tab that waited finds the refresh already done and uses its tokens.
 */
export function whileNoOtherTabRefreshes<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const run = () => {
    adoptStoredTokens();
    return task();
  };
  return locks ? locks.request('causeway-token-refresh', run) : run();
}
