import { createApiClient, type TokenStore } from '@causeway/api-client';
import { config } from './config';
import { clearSessionAtom, saveTokensAtom, tokensAtom } from './session/atoms';
import { store } from './store';

/** The client's token store, backed by the one jotai store (and through it, browser storage). */
const tokens: TokenStore = {
  getAccessToken: () => store.get(tokensAtom).access,
  getRefreshToken: () => store.get(tokensAtom).refresh,
  setTokens: (next) => store.set(saveTokensAtom, next),
  clear: () => store.set(saveTokensAtom, null),
};

type SessionExpiredListener = () => void;
let onSessionExpired: SessionExpiredListener = () => undefined;

/** The router registers how to leave for /login when a refresh fails. */
export function setSessionExpiredListener(listener: SessionExpiredListener) {
  onSessionExpired = listener;
}

export const api = createApiClient({
  baseUrl: config.apiBaseUrl,
  tokens,
  onSessionExpired: () => {
    store.set(clearSessionAtom);
    onSessionExpired();
  },
});

export type Api = typeof api;
