import { createHttp, type TokenStore } from '@causeway/api-client';
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

/**
 * The one transport every call goes through (api.ts, and content/cms-calls.ts, which loads the
 * content schemas alone): one token refresh at a time. A refresh that fails ends the session and
 * lands on /login.
 */
export const http = createHttp({
  baseUrl: config.apiBaseUrl,
  tokens,
  onSessionExpired: () => {
    store.set(clearSessionAtom);
    navigateTo(paths.login);
  },
});
