import { createApiClient, type TokenStore } from '@causeway/api-client';
import { config } from './config';
import { navigateTo } from './lib/navigation';
import { paths } from './routes/paths';
import { saveTokensAtom, tokensAtom } from './session/atoms';
import { clearSessionAtom } from './session/clear-session';
import { whileNoOtherTabRefreshes } from './session/tab-sync';
import { store } from './store';

/** The client's token store, backed by the one jotai store (and through it, browser storage). */
const tokens: TokenStore = {
  getAccessToken: () => store.get(tokensAtom).access,
  getRefreshToken: () => store.get(tokensAtom).refresh,
  setTokens: (next) => store.set(saveTokensAtom, next),
  clear: () => store.set(saveTokensAtom, null),
  whileRefreshing: whileNoOtherTabRefreshes,
};

/** The one API client. A refresh that fails ends the session and lands on /login. */
export const api = createApiClient({
  baseUrl: config.apiBaseUrl,
  tokens,
  onSessionExpired: () => {
    store.set(clearSessionAtom);
    navigateTo(paths.login);
  },
});

export type Api = typeof api;
