import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createTestClient, empty, json, rejection, useApiServer, type Received } from '../test/api-server';
import { clip, clipPart } from '../test/endpoint-case';
import { ApiError } from './api-error';
import { createMemoryTokenStore } from './auth';
import { fallbacks, transportMessages } from './messages';

const { received, route } = useApiServer();

const refreshed = { access_token: 'access-2', refresh_token: 'refresh-2' };

/** A promise the test settles by hand, to hold a reply back. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

function only(path: string): Received[] {
  return received.filter((request) => request.path === path);
}

/** Teams answer only to the refreshed token. */
function teamsNeedFreshToken() {
  route('get', '/teams/list/', ({ authorization }) =>
    authorization === 'Bearer access-2' ? json([{ id: 1, name: 'Growth' }]) : json({ detail: 'Token expired' }, 401),
  );
}

describe('token refresh', () => {
  it('runs exactly one refresh for 50 calls failing with 401 at once, and replays all 50 with the new token', async () => {
    teamsNeedFreshToken();
    // The refresh answers once all 50 calls have been refused.
    const hold = gate();
    route('post', '/users/token/refresh/', async () => {
      await hold.opened;
      return json(refreshed);
    });
    const { api, tokens, onSessionExpired } = createTestClient();

    const calls = Promise.all(Array.from({ length: 50 }, () => api.teams.list()));
    // The first requests of a file wake the mock server up: on a busy machine that takes a while.
    await expect.poll(() => only('/teams/list/').length, { timeout: 10_000 }).toBe(50);
    hold.open();
    const results = await calls;

    expect(results).toHaveLength(50);
    for (const teams of results) expect(teams).toEqual([{ id: '1', name: 'Growth' }]);
    expect(only('/users/token/refresh/')).toHaveLength(1);
    expect(only('/users/token/refresh/')[0]?.json).toEqual({ refresh_token: 'refresh-1' });
    const teamCalls = only('/teams/list/');
    expect(teamCalls.filter((call) => call.authorization === 'Bearer access-1')).toHaveLength(50);
    expect(teamCalls.filter((call) => call.authorization === 'Bearer access-2')).toHaveLength(50);
    expect([tokens.getAccessToken(), tokens.getRefreshToken()]).toEqual(['access-2', 'refresh-2']);
    expect(onSessionExpired).not.toHaveBeenCalled();
  }, 15_000);

  it('makes a call started during the refresh wait for it and go out once, with the new token', async () => {
    teamsNeedFreshToken();
    const hold = gate();
    route('post', '/users/token/refresh/', async () => {
      await hold.opened;
      return json(refreshed);
    });
    route('get', '/users/user/', ({ authorization }) =>
      authorization === 'Bearer access-2' ? json({ email: 'ana@example.com' }) : json({}, 401),
    );
    const { api } = createTestClient();

    const first = api.teams.list();
    await expect.poll(() => only('/users/token/refresh/').length).toBe(1);
    const second = api.users.details();
    // A public call started after it is not held by the refresh: once it has arrived, so would have
    // the details call, had it not waited.
    route('get', '/billing/plans/', () => json([]));
    await api.billing.plans();
    expect(only('/users/user/')).toHaveLength(0);
    hold.open();

    await expect(first).resolves.toHaveLength(1);
    await expect(second).resolves.toMatchObject({ email: 'ana@example.com' });
    expect(only('/users/user/').map((call) => call.authorization)).toEqual(['Bearer access-2']);
    expect(only('/users/token/refresh/')).toHaveLength(1);
  });

  it('rejects every waiting call, clears both tokens and reports the session expired once when the refresh fails', async () => {
    route('get', '/teams/list/', () => json({ detail: 'Token expired' }, 401));
    const hold = gate();
    route('post', '/users/token/refresh/', async () => {
      await hold.opened;
      return json({ detail: 'Token is invalid or expired', code: 'token_not_valid' }, 401);
    });
    const { api, tokens, onSessionExpired } = createTestClient();

    const failing = Array.from({ length: 10 }, () => rejection(api.teams.list()));
    await expect.poll(() => only('/users/token/refresh/').length).toBe(1);
    const startedMeanwhile = rejection(api.billing.currentSubscription());
    hold.open();
    const errors = await Promise.all([...failing, startedMeanwhile]);

    for (const error of errors) {
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ kind: 'session-expired', status: 401, message: 'Token is invalid or expired' });
    }
    expect(tokens.getAccessToken()).toBeNull();
    expect(tokens.getRefreshToken()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(only('/users/token/refresh/')).toHaveLength(1);
    expect(only('/billing/subscription/')).toHaveLength(0);
  });

  it('ends the session the same way when the refresh cannot reach the server', async () => {
    route('get', '/teams/list/', () => json({}, 401));
    route('post', '/users/token/refresh/', () => HttpResponse.error());
    const { api, tokens, onSessionExpired } = createTestClient();

    const error = await rejection(api.teams.list());

    expect(error).toMatchObject({ kind: 'session-expired', message: transportMessages.network });
    expect(tokens.getAccessToken()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('gives the refresh fallback when the refresh fails without a text', async () => {
    route('get', '/teams/list/', () => json({}, 401));
    route('post', '/users/token/refresh/', () => empty(500));
    const { api } = createTestClient();

    await expect(api.teams.list()).rejects.toMatchObject({
      kind: 'session-expired',
      message: fallbacks.users.refreshToken,
    });
  });

  it('does not refresh again for a 401 that arrives after the session already ended', async () => {
    const late = gate();
    route('get', '/teams/list/', () => json({}, 401));
    route('get', '/users/user/', async () => {
      await late.opened;
      return json({}, 401);
    });
    route('post', '/users/token/refresh/', () => json({ detail: 'Token is invalid or expired' }, 401));
    const { api, onSessionExpired } = createTestClient();

    const slow = rejection(api.users.details());
    await expect(api.teams.list()).rejects.toMatchObject({ kind: 'session-expired' });
    late.open();

    await expect(slow).resolves.toMatchObject({ kind: 'session-expired', message: 'Token is invalid or expired' });
    expect(only('/users/token/refresh/')).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('never loops: a refresh answering 401 is not itself refreshed, and a replay answering 401 is not refreshed again', async () => {
    route('get', '/teams/list/', () => json({ detail: 'Not allowed' }, 401));
    route('post', '/users/token/refresh/', () => json(refreshed));
    const { api, onSessionExpired } = createTestClient();

    const error = await rejection(api.teams.list());

    expect(error).toMatchObject({ kind: 'http', status: 401, message: 'Not allowed' });
    expect(only('/teams/list/')).toHaveLength(2);
    expect(only('/users/token/refresh/')).toHaveLength(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('does not refresh when users.refreshToken itself answers 401', async () => {
    route('post', '/users/token/refresh/', () => json({ detail: 'Token is blacklisted' }, 401));
    const { api, onSessionExpired } = createTestClient();

    await expect(api.users.refreshToken()).rejects.toMatchObject({
      kind: 'session-expired',
      message: 'Token is blacklisted',
    });
    expect(only('/users/token/refresh/')).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('replays a multipart upload after a 401 with its file and every field', async () => {
    let calls = 0;
    route('post', '/facebook/unified-reel/', () => {
      calls += 1;
      return calls === 1 ? json({}, 401) : json({ total_pages: 1, reels_created: [41] });
    });
    route('post', '/users/token/refresh/', () => json(refreshed));
    const { api } = createTestClient();

    await api.publishing.publishReel({ page_ids: [11], description: 'Caption', team: 7, media: clip() });

    const uploads = only('/facebook/unified-reel/');
    expect(uploads.map((upload) => upload.authorization)).toEqual(['Bearer access-1', 'Bearer access-2']);
    const expected = { page_ids: '["11"]', description: 'Caption', team: '7', media_file: clipPart };
    expect(uploads[0]?.form).toEqual(expected);
    expect(uploads[1]?.form).toEqual(expected);
  });

  it('replays a JSON body intact', async () => {
    let calls = 0;
    route('post', '/teams/create/', () => {
      calls += 1;
      return calls === 1 ? json({}, 401) : json({ id: 3, name: 'Growth' }, 201);
    });
    route('post', '/users/token/refresh/', () => json(refreshed));
    const { api } = createTestClient();

    await api.teams.create('Growth');

    expect(only('/teams/create/').map((call) => call.json)).toEqual([{ name: 'Growth' }, { name: 'Growth' }]);
  });

  it("keeps the stored refresh token when the refresh reply carries none, and accepts 'access' for the token", async () => {
    teamsNeedFreshToken();
    route('post', '/users/token/refresh/', () => json({ access: 'access-2' }));
    const { api, tokens } = createTestClient();

    await api.teams.list();

    expect([tokens.getAccessToken(), tokens.getRefreshToken()]).toEqual(['access-2', 'refresh-1']);
  });

  it("rejects with 'No refresh token available' and ends the session when there is no refresh token", async () => {
    route('get', '/teams/list/', () => json({}, 401));
    const tokens = createMemoryTokenStore({ access: 'access-1' });
    const { api, onSessionExpired } = createTestClient({ tokens });

    await expect(api.teams.list()).rejects.toMatchObject({
      kind: 'session-expired',
      message: 'No refresh token available',
    });
    expect(only('/users/token/refresh/')).toHaveLength(0);
    expect(tokens.getAccessToken()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('does not send a visitor without tokens to sign in when a call answers 401', async () => {
    route('get', '/cms/pages/faq/', () => json({}, 401));
    const { api, onSessionExpired } = createTestClient({ tokens: createMemoryTokenStore() });

    await expect(api.cms.faq()).rejects.toMatchObject({
      kind: 'session-expired',
      message: 'No refresh token available',
    });
    expect(only('/cms/pages/faq/')[0]?.authorization).toBeNull();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('tokens shared with other tabs', () => {
  /** A token store another tab writes to, whose refreshes wait for `lock` like a cross-tab lock would. */
  function sharedStore(lock: Promise<void>) {
    const store = createMemoryTokenStore({ access: 'access-1', refresh: 'refresh-1' });
    return { ...store, whileRefreshing: async <T>(task: () => Promise<T>) => (await lock, task()) };
  }

  it('sends no refresh when another tab refreshed while this one waited its turn, and replays with its token', async () => {
    teamsNeedFreshToken();
    route('post', '/users/token/refresh/', () => json(refreshed));
    const otherTab = gate();
    const tokens = sharedStore(otherTab.opened);
    const { api, onSessionExpired } = createTestClient({ tokens });

    const teams = api.teams.list();
    await expect.poll(() => only('/teams/list/').length).toBe(1);
    // The other tab finishes its refresh and hands over the lock.
    tokens.setTokens({ access: 'access-2', refresh: 'refresh-2' });
    otherTab.open();

    await expect(teams).resolves.toEqual([{ id: '1', name: 'Growth' }]);
    expect(only('/users/token/refresh/')).toHaveLength(0);
    expect(only('/teams/list/').map((call) => call.authorization)).toEqual(['Bearer access-1', 'Bearer access-2']);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('keeps the session when its refresh is refused because another tab had just spent the same refresh token', async () => {
    teamsNeedFreshToken();
    const tokens = createMemoryTokenStore({ access: 'access-1', refresh: 'refresh-1' });
    route('post', '/users/token/refresh/', () => {
      // The other tab's rotation reaches this tab while the refused refresh is on its way back.
      tokens.setTokens({ access: 'access-2', refresh: 'refresh-2' });
      return json({ detail: 'Token is blacklisted', code: 'token_not_valid' }, 401);
    });
    const { api, onSessionExpired } = createTestClient({ tokens });

    await expect(api.teams.list()).resolves.toEqual([{ id: '1', name: 'Growth' }]);
    expect([tokens.getAccessToken(), tokens.getRefreshToken()]).toEqual(['access-2', 'refresh-2']);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('public calls', () => {
  it('carry no Authorization header although a token is stored', async () => {
    route('post', '/users/login/', () => json({ access_token: 'a', refresh_token: 'r', user_id: 1, email: 'a@x.io' }));
    route('post', '/users/register/', () => json({ message: 'Check your email' }));
    route('post', '/users/password/reset/', () => json({}));
    route('post', '/users/password/reset/confirm/', () => json({}));
    route('get', '/billing/plans/', () => json([]));
    const { api } = createTestClient();

    await api.users.requestPasswordReset('ana@example.com');
    await api.users.confirmPasswordReset({ uid: 'u', token: 't', new_password: 'p', re_new_password: 'p' });
    await api.billing.plans();
    await api.users.register({ email: 'a@x.io', password: 'p', confirm_password: 'p', username: 'Ana' });
    await api.users.login({ email: 'a@x.io', password: 'p' });

    expect(received).toHaveLength(5);
    for (const request of received) expect(request.authorization, request.path).toBeNull();
  });

  it('are never refreshed: a 401 on login is a login error', async () => {
    route('post', '/users/login/', () => json({ detail: 'No active account found with the given credentials' }, 401));
    const { api, tokens, onSessionExpired } = createTestClient();

    await expect(api.users.login({ email: 'a@x.io', password: 'wrong' })).rejects.toMatchObject({
      kind: 'http',
      status: 401,
      message: 'No active account found with the given credentials',
    });
    expect(received.map((request) => request.path)).toEqual(['/users/login/']);
    expect(tokens.getAccessToken()).toBe('access-1');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('session tokens', () => {
  it('stores the tokens of a login and sends them on the next call', async () => {
    route('post', '/users/login/', () =>
      json({ access_token: 'fresh', refresh_token: 'fresh-r', user_id: 1, email: 'a@x.io' }),
    );
    route('get', '/users/user/', () => json({ email: 'a@x.io' }));
    const { api, tokens } = createTestClient({ tokens: createMemoryTokenStore() });

    await api.users.login({ email: 'a@x.io', password: 'p' });
    await api.users.details();

    expect(tokens.getRefreshToken()).toBe('fresh-r');
    expect(received[1]?.authorization).toBe('Bearer fresh');
  });

  it('removes both tokens on logout even when the logout call fails', async () => {
    route('post', '/users/logout/', () => empty(500));
    const { api, tokens } = createTestClient();

    await expect(api.users.logout()).rejects.toMatchObject({ message: fallbacks.users.logout });
    expect([tokens.getAccessToken(), tokens.getRefreshToken()]).toEqual([null, null]);
  });
});
