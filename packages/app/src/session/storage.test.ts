import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../test/memory-storage';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** What a fresh page load reads back from `stored` (the session atoms read storage when first loaded). */
async function pageLoadWith(stored: Record<string, string>) {
  const storage = memoryStorage(stored);
  vi.stubGlobal('localStorage', storage);
  vi.resetModules();
  const [{ tokensAtom }, { activeTeamAtom }, { storedSession }] = await Promise.all([
    import('./atoms'),
    import('./active-team-atoms'),
    import('../lib/storage'),
  ]);
  const store = createStore();
  return {
    tokens: store.get(tokensAtom),
    activeTeam: store.get(activeTeamAtom),
    userEmail: storedSession.userEmail(),
    storage,
  };
}

describe('reading the session back from browser storage', () => {
  it('reads valid tokens, email and active team', async () => {
    const loaded = await pageLoadWith({
      access_token: 'access-1',
      refresh_token: 'refresh-1',
      user_email: 'demo@causeway.test',
      activeTeam: JSON.stringify({ id: 11, name: 'Causeway Studio' }),
    });
    expect(loaded.tokens).toEqual({ access: 'access-1', refresh: 'refresh-1' });
    expect(loaded.userEmail).toBe('demo@causeway.test');
    // Ids are strings in the app, whichever way the server wrote them.
    expect(loaded.activeTeam).toEqual({ id: '11', name: 'Causeway Studio' });
  });

  it('reads nothing from empty storage', async () => {
    const loaded = await pageLoadWith({});
    expect(loaded.tokens).toEqual({ access: null, refresh: null });
    expect(loaded.activeTeam).toBeNull();
  });

  it.each([
    ['corrupt JSON', '{"id": 11, "name": '],
    ['the wrong shape', JSON.stringify({ team_id: 11, title: 'Causeway Studio' })],
    ['a bare string', JSON.stringify('Causeway Studio')],
  ])('drops an active team that is %s, and removes it from storage', async (_case, value) => {
    const loaded = await pageLoadWith({ activeTeam: value, access_token: 'access-1' });
    expect(loaded.activeTeam).toBeNull();
    expect(loaded.storage.getItem('activeTeam')).toBeNull();
    // The rest of the session is unaffected.
    expect(loaded.tokens.access).toBe('access-1');
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
  ])('drops an %s token and removes it from storage: not signed in', async (_case, value) => {
    const loaded = await pageLoadWith({ access_token: value, refresh_token: value });
    expect(loaded.tokens).toEqual({ access: null, refresh: null });
    expect(loaded.storage.getItem('access_token')).toBeNull();
    expect(loaded.storage.getItem('refresh_token')).toBeNull();
  });

  it('keeps working, in memory only, where storage is refused', async () => {
    vi.stubGlobal('localStorage', undefined);
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    vi.resetModules();
    const { tokensAtom, saveTokensAtom } = await import('./atoms');
    const store = createStore();
    expect(store.get(tokensAtom)).toEqual({ access: null, refresh: null });
    store.set(saveTokensAtom, { access: 'access-2', refresh: 'refresh-2' });
    expect(store.get(tokensAtom)).toEqual({ access: 'access-2', refresh: 'refresh-2' });
  });
});
