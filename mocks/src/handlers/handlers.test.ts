import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { resetMockConfig, setMockConfig } from '../config';
import { completeCheckout } from '../domain/checkout';
import { createMockServer, resetMockData } from '../node';
import { fakeFacebookToken, fakeGoogleCredential } from '../providers/credentials';
import { demo } from '../seed/demo';
import { baseUrl, photoFile, signedInClient, videoFile } from '../testing/client';

const server = await createMockServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => resetMockData());
afterEach(() => resetMockConfig());
afterAll(() => server.close());

async function call(method: string, path: string, init: { token?: string | null; json?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

describe('bearer auth', () => {
  test('401 with a detail for a missing, unknown or expired token', async () => {
    expect(await call('GET', '/teams/list/')).toEqual({
      status: 401,
      body: { detail: 'Authentication credentials were not provided.' },
    });
    expect(await call('GET', '/teams/list/', { token: 'made-up' })).toMatchObject({
      status: 401,
      body: { detail: 'Given token not valid for any token type', code: 'token_not_valid' },
    });
    let now = Date.now();
    setMockConfig({ accessTokenTtlMs: 1_000, clock: () => now });
    const { tokens } = await signedInClient();
    now += 1_001;
    expect(await call('GET', '/teams/list/', { token: tokens.getAccessToken() })).toMatchObject({
      status: 401,
      body: { detail: 'Token is expired' },
    });
  });

  test('an expired access token is refreshed by the client; the refresh rotates both tokens', async () => {
    let now = Date.now();
    setMockConfig({ accessTokenTtlMs: 1_000, clock: () => now });
    const { api, tokens } = await signedInClient();
    const oldRefresh = tokens.getRefreshToken();
    now += 5_000;
    await expect(api.teams.list()).resolves.toHaveLength(2);
    expect(tokens.getRefreshToken()).not.toBe(oldRefresh);
    expect(await call('POST', '/users/token/refresh/', { json: { refresh_token: oldRefresh } })).toMatchObject({
      status: 401,
      body: { detail: 'Token is invalid or expired' },
    });
  });

  test('logout ends the session', async () => {
    const { api, tokens } = await signedInClient();
    const access = tokens.getAccessToken();
    await api.users.logout();
    expect((await call('GET', '/users/user/', { token: access })).status).toBe(401);
  });
});

describe('sign-in', () => {
  test('wrong password, inactive and unverified accounts', async () => {
    expect(await call('POST', '/users/login/', { json: { email: demo.email, password: 'nope' } })).toEqual({
      status: 401,
      body: { detail: 'No active account found with the given credentials' },
    });
    expect(await call('POST', '/users/login/', { json: demo.inactive })).toMatchObject({
      status: 403,
      body: { code: 'user_inactive' },
    });
    const { api } = await signedInClient(demo.unverified);
    await expect(api.users.details()).resolves.toMatchObject({ is_email_verified: false });
  });

  test('the fake Google credential signs in; a new Google person gets an account and a team', async () => {
    const { api } = await signedInClient(null);
    const credential = fakeGoogleCredential({
      email: 'new.google@causeway.test',
      given_name: 'Gia',
      family_name: 'Lee',
      email_verified: true,
    });
    await expect(api.users.googleLogin(credential)).resolves.toMatchObject({
      user: { first_name: 'Gia', is_email_verified: true },
    });
    await expect(api.teams.list()).resolves.toEqual([expect.objectContaining({ name: "Gia Lee's Team" })]);
    const forged = await call('POST', '/users/google/', { json: { token: 'forged', remember_me: false } });
    expect(forged.status).toBe(400);
    expect(String(forged.body?.error)).toContain('Invalid Google token');
  });
});

describe('validation', () => {
  test('DRF-style field errors for a bad payload', async () => {
    expect(await call('POST', '/users/login/', { json: { email: demo.email } })).toEqual({
      status: 400,
      body: { password: ['This field is required.'] },
    });
    const { tokens } = await signedInClient();
    expect(
      await call('POST', `/teams/${demo.teamId}/members/add/`, {
        token: tokens.getAccessToken(),
        json: { email: 'nope', role: 3 },
      }),
    ).toEqual({ status: 400, body: { email: ['Enter a valid email address.'] } });
    expect(
      await call('POST', '/users/register/', {
        json: {
          email: demo.email,
          password: 'abc',
          confirm_password: 'abd',
          signup_method: 1,
          username: 'D',
          company_name: null,
        },
      }),
    ).toMatchObject({
      status: 400,
      body: {
        email: ['user with this email already exists.'],
        password: [expect.any(String)],
        confirm_password: ['Passwords do not match.'],
      },
    });
  });

  test('404 for ids that are not there (or not the user’s)', async () => {
    const { tokens } = await signedInClient();
    const token = tokens.getAccessToken();
    expect(await call('GET', '/teams/999/members/list/', { token })).toMatchObject({ status: 404 });
    expect(await call('DELETE', '/scheduler/posts/999/', { token })).toMatchObject({ status: 404 });
    const { tokens: other } = await signedInClient(demo.unverified);
    expect(
      await call('GET', `/billing/details/${demo.noPlanTeamId}/`, { token: other.getAccessToken() }),
    ).toMatchObject({ status: 404 });
  });
});

describe('publishing', () => {
  test('stories move from pending through processing to published over time', async () => {
    let now = Date.now();
    setMockConfig({ clock: () => now });
    const { api } = await signedInClient();
    const reply = await api.publishing.publishStory({
      page_ids: demo.pageIds.slice(0, 2),
      team: demo.teamId,
      media: photoFile(),
    });
    expect(reply.stories_created).toHaveLength(2);
    const statuses = async () => (await api.publishing.storyStatus(reply.stories_created)).map((item) => item.status);
    expect(await statuses()).toEqual(['pending', 'pending']);
    now += 6_000;
    expect(await statuses()).toEqual(['processing', 'processing']);
    now += 15_000;
    expect(await statuses()).toEqual(['published', 'published']);
  });

  test('a reel whose file names a provider code fails with it', async () => {
    setMockConfig({ pendingMs: 0, processingDoneMs: 0 });
    const { tokens, api } = await signedInClient();
    const reply = await api.publishing.publishReel({
      page_ids: [demo.pageIds[0] ?? ''],
      description: 'Wide',
      team: demo.teamId,
      media: videoFile('clip-1363128.mp4'),
    });
    const ids = reply.reels_created.join(',');
    expect(
      await call('GET', `/facebook/reel-status/?reel_ids=${ids}`, { token: tokens.getAccessToken() }),
    ).toMatchObject({
      body: {
        reels: [
          {
            status: 'failed',
            error: { code: 1363128, message: 'Invalid video duration. Video must be between 3-90 seconds long.' },
          },
        ],
      },
    });
  });

  test('a team without an active plan cannot publish', async () => {
    const { api } = await signedInClient();
    await expect(
      api.publishing.publishPost({ page_ids: ['104000000000005'], message: 'Hi', team: demo.noPlanTeamId }),
    ).rejects.toMatchObject({
      status: 403,
    });
  });

  test('a failed or cancelled item can be edited to go out again; a published one cannot', async () => {
    const { api } = await signedInClient();
    const items = await api.scheduler.list(demo.teamId);
    const reschedule = (item: (typeof items)[number]) =>
      api.scheduler.update(item.id, {
        platform: 'facebook',
        category: item.category,
        message: `${item.message} (again)`,
        scheduled_time: new Date(Date.now() + 86_400_000).toISOString(),
        page_ids: item.page_ids,
        team: demo.teamId,
      });
    for (const status of ['failed', 'cancelled'] as const) {
      const item = items.find((each) => each.status === status && each.category === 'post');
      if (!item) throw new Error(`No ${status} post in the demo data`);
      await reschedule(item);
      const after = (await api.scheduler.list(demo.teamId)).find((each) => each.id === item.id);
      expect(after).toMatchObject({ status: 'scheduled', message: `${item.message} (again)` });
    }
    const published = items.find((each) => each.status === 'published');
    if (!published) throw new Error('No published item in the demo data');
    await expect(reschedule(published)).rejects.toMatchObject({ status: 400 });
  });

  test('scheduled items in the past read as published', async () => {
    const { api } = await signedInClient();
    const before = await api.scheduler.list(demo.teamId, { status: 'scheduled' });
    const first = before[0];
    setMockConfig({ clock: () => Date.parse(first?.scheduled_time ?? '') + 1 });
    const after = await api.scheduler.list(demo.teamId);
    expect(after.find((item) => item.id === first?.id)).toMatchObject({ status: 'published' });
  });
});

describe('bulk delete', () => {
  test('get-post-ids names an existing batch, or makes one; delete-batch marks it deleted', async () => {
    const { api } = await signedInClient();
    const scope = { team_id: demo.teamId, page_id: demo.batchPageId };
    const existing = await api.bulkDelete.fetchPostIds(scope);
    expect(existing.existing_batch_id).toBe(demo.batchId);
    expect(existing.message).toContain('already exists');
    const second = { team_id: demo.teamId, page_id: demo.pageIds[1] ?? '' };
    const fetched = await api.bulkDelete.fetchPostIds(second);
    expect(fetched.existing_batch_id).toBeNull();
    expect(fetched.batch_id).toMatch(/^\d+$/);
    const deleted = await api.bulkDelete.deleteBatch({ ...second, batch_id: fetched.batch_id ?? '' });
    expect(deleted.deleted_count).toBe(fetched.total_ids);
    const batches = await api.bulkDelete.batches(second);
    expect(batches.find((batch) => batch.id === fetched.batch_id)?.status).toBe('deleted');
  });
});

describe('billing', () => {
  test('checkout answers a mock checkout page; paying activates the plan', async () => {
    const { api } = await signedInClient();
    const reply = await api.billing.createCheckoutSession({
      team_id: demo.noPlanTeamId,
      plan_id: demo.plans.pro,
      email: demo.email,
      is_annual: true,
    });
    const url = new URL(reply.checkout_url ?? '');
    expect(url.pathname).toBe('/__mock/checkout');
    expect(url.searchParams.get('plan_id')).toBe(demo.plans.pro);
    const sessionId = url.searchParams.get('session_id') ?? '';
    await expect(completeCheckout(sessionId, 'pay')).resolves.toEqual({
      returnPath: `/billing/success?session_id=${sessionId}`,
    });
    await expect(api.billing.subscriptionDetails(demo.noPlanTeamId)).resolves.toMatchObject({
      plan_name: 'Pro',
      plan_interval: 'annual',
      plan_price: 290,
    });
  });

  test('cancelling the checkout returns to /billing/cancel and changes nothing', async () => {
    const { api } = await signedInClient();
    const reply = await api.billing.createCheckoutSession({
      team_id: demo.noPlanTeamId,
      plan_id: demo.plans.enterprise,
      email: demo.email,
      is_annual: false,
    });
    const sessionId = new URL(reply.checkout_url ?? '').searchParams.get('session_id') ?? '';
    await expect(completeCheckout(sessionId, 'cancel')).resolves.toEqual({ returnPath: '/billing/cancel' });
    await expect(api.billing.subscriptionDetails(demo.noPlanTeamId)).resolves.toMatchObject({
      plan_name: 'no active plan',
    });
  });

  test("Business starts a trial: a message containing 'Trial'", async () => {
    const { api } = await signedInClient();
    const reply = await api.billing.createCheckoutSession({
      team_id: demo.noPlanTeamId,
      plan_id: demo.plans.business,
      email: demo.email,
      is_annual: false,
    });
    expect(reply.checkout_url).toBeNull();
    expect(reply.message).toContain('Trial');
    await expect(api.billing.subscriptionDetails(demo.noPlanTeamId)).resolves.toMatchObject({
      plan_name: 'Business',
      is_on_trial: true,
    });
  });

  test('Free is refused while a paid plan runs', async () => {
    const { api } = await signedInClient();
    await expect(
      api.billing.createCheckoutSession({
        team_id: demo.teamId,
        plan_id: demo.plans.free,
        email: demo.email,
        is_annual: false,
      }),
    ).rejects.toMatchObject({
      status: 400,
      message:
        'Team already has an active plan. Cancel the paid subscription or wait for it to expire before switching to Free.',
    });
  });

  test('card setup saves a card after the mock page', async () => {
    const { api } = await signedInClient();
    const { Card_Details_checkout_url: url } = await api.billing.createCardSetup(demo.noPlanTeamId);
    await completeCheckout(new URL(url).searchParams.get('session_id') ?? '', 'pay');
    await expect(api.billing.paymentMethods(demo.noPlanTeamId)).resolves.toEqual([
      expect.objectContaining({ card_last4: '1881', is_default: true }),
    ]);
  });
});

describe('social accounts', () => {
  test('the fake Facebook token reconnects the account: expiry renewed, removed pages back', async () => {
    const { api } = await signedInClient();
    await api.social.removeAccountPage(demo.accountId, '204');
    await expect(api.social.accountPages(demo.accountId)).resolves.toHaveLength(3);
    await api.social.connectFacebook(fakeFacebookToken('demo'));
    const [account] = await api.social.accounts();
    expect(account?.days_until_expiry).toBe(60);
    await expect(api.social.accountPages(demo.accountId)).resolves.toHaveLength(4);
    await expect(api.social.connectFacebook('EAAB-not-from-the-fake')).rejects.toMatchObject({ status: 400 });
  });
});
