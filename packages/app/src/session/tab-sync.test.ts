import { createApiClient } from '@causeway/api-client';
import { afterEach, expect, it, vi } from 'vitest';
import { memoryStorage } from '../test/memory-storage';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** One browser: shared storage and one Web Locks manager that runs a name's holders one at a time. */
function oneBrowser(stored: Record<string, string>) {
  vi.stubGlobal('localStorage', memoryStorage(stored));
  let queue: Promise<unknown> = Promise.resolve();
  vi.stubGlobal('navigator', {
    locks: {
      request: (_name: string, task: () => Promise<unknown>) => {
        const turn = queue.then(task);
        queue = turn.catch(() => undefined);
        return turn;
      },
    },
  });
}

/** A tab: the app's own modules loaded afresh (its own store), reading the shared storage. */
async function openTab(fetch: typeof globalThis.fetch) {
  vi.resetModules();
  const [{ store }, { tokensAtom, saveTokensAtom }, { whileNoOtherTabRefreshes }] = await Promise.all([
    import('../store'),
    import('./atoms'),
    import('./tab-sync'),
  ]);
  const onSessionExpired = vi.fn();
  const api = createApiClient({
    baseUrl: 'https://api.test',
    fetch,
    tokens: {
      getAccessToken: () => store.get(tokensAtom).access,
      getRefreshToken: () => store.get(tokensAtom).refresh,
      setTokens: (next) => store.set(saveTokensAtom, next),
      clear: () => store.set(saveTokensAtom, null),
      whileRefreshing: whileNoOtherTabRefreshes,
    },
    onSessionExpired,
  });
  return { api, onSessionExpired };
}

it('two tabs whose token expired at once refresh once, and both go on with the new token', async () => {
  oneBrowser({ access_token: 'access-1', refresh_token: 'refresh-1' });
  // The server: access-1 has expired; each refresh token is good for one refresh (rotation).
  const refreshesSent: string[] = [];
  // The refresh answers once both tabs have been refused, so the second asks while the first refreshes.
  let refused = 0;
  let bothRefused!: () => void;
  const bothAsked = new Promise<void>((resolve) => (bothRefused = resolve));
  const server = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (request.url.endsWith('/users/token/refresh/')) {
      const { refresh_token: sent } = (await request.json()) as { refresh_token: string };
      const isFresh = sent === 'refresh-1' && !refreshesSent.includes(sent);
      refreshesSent.push(sent);
      await bothAsked;
      return isFresh
        ? Response.json({ access_token: 'access-2', refresh_token: 'refresh-2' })
        : Response.json({ detail: 'Token is invalid or expired' }, { status: 401 });
    }
    if (request.headers.get('Authorization') === 'Bearer access-2') {
      return Response.json([{ id: 11, name: 'Causeway Studio' }]);
    }
    refused += 1;
    if (refused === 2) bothRefused();
    return Response.json({}, { status: 401 });
  });
  const first = await openTab(server);
  const second = await openTab(server);

  const lists = await Promise.all([first.api.teams.list(), second.api.teams.list()]);

  expect(lists).toEqual([[{ id: '11', name: 'Causeway Studio' }], [{ id: '11', name: 'Causeway Studio' }]]);
  expect(refreshesSent).toEqual(['refresh-1']);
  expect(first.onSessionExpired).not.toHaveBeenCalled();
  expect(second.onSessionExpired).not.toHaveBeenCalled();
  expect(localStorage.getItem('refresh_token')).toBe('refresh-2');
});
