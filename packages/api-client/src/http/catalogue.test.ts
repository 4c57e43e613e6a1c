import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createTestClient, empty, json, rejection, useApiServer } from '../test/api-server';
import { allCases } from '../test/all-cases';
import { ApiError, isApiError } from './api-error';
import { googleLoginMessages } from './messages';

const { routeAll, route, received } = useApiServer();

/** The catalogue's fallback of each call, word for word (keyed by the endpoint case names). */
const expectedFallbacks: Record<string, string> = {
  'users.login': 'An error occurred during login. Please try again.',
  'users.googleLogin': 'Server error during Google login. Please try again.',
  'users.register': 'Registration failed. Please try again.',
  'users.logout': 'Failed to log out',
  'users.refreshToken': 'Failed to refresh token',
  'users.changePassword': 'Failed to change password',
  'users.requestPasswordReset': 'Failed to request password reset',
  'users.confirmPasswordReset': 'Failed to reset password',
  'users.verifyEmail': 'Failed to verify email',
  'users.resendVerificationEmail': 'Failed to resend verification email',
  'users.details': 'Failed to fetch user details',
  'users.updateDetails': 'Failed to update user details',
  'users.deleteAccount': 'Failed to delete user account',
  'teams.list': 'Failed to fetch teams',
  'teams.createDefault': 'Failed to create default team',
  'teams.create': 'Failed to create team',
  'teams.details': 'Failed to switch team',
  'teams.members': 'Failed to fetch team members',
  'teams.addMember': 'Failed to add team member',
  'teams.updateMember': 'Failed to update team member',
  'teams.deleteMember': 'Failed to delete team member',
  'teams.inviteDetails': 'Failed to fetch team invite details',
  'teams.pages': 'Failed to fetch team pages',
  'teams.addPages': 'Failed to add pages to team',
  'teams.removePage': 'Failed to delete team page',
  'billing.plans': 'Failed to fetch billing plans',
  'billing.subscribe': 'Failed to subscribe to plan',
  'billing.cancelSubscription': 'Failed to cancel subscription',
  'billing.currentSubscription': 'Failed to fetch current subscription',
  'billing.subscriptionDetails': 'Failed to fetch subscription details',
  'billing.history': 'Failed to fetch billing history',
  'billing.details': 'Failed to fetch billing details',
  'billing.updateDetails': 'Failed to update billing details',
  'billing.addPaymentMethod': 'Failed to add payment method',
  'billing.createCardSetup': 'Failed to create setup session',
  'billing.paymentMethods': 'Failed to fetch payment methods',
  'billing.deletePaymentMethod': 'Failed to delete payment method',
  'billing.createCheckoutSession': 'Failed to create checkout session',
  'social.connectFacebook': 'Failed to link Facebook account',
  'social.accounts': 'Failed to fetch social accounts',
  'social.accountPages': 'Failed to fetch account pages',
  'social.removeAccountPage': 'Failed to remove page',
  'social.deleteAccount': 'Failed to delete social account',
  'social.refreshFacebookPages': 'Failed to refresh Facebook pages',
  'publishing.publishPost (first of two files)': 'Failed to publish post',
  'publishing.publishPost (text only)': 'Failed to publish post',
  'publishing.publishStory': 'Failed to publish story',
  'publishing.publishReel': 'Failed to publish reel',
  'publishing.storyStatus': 'Failed to fetch story status',
  'publishing.reelStatus': 'Failed to fetch reel status',
  'publishing.postHistory': 'Failed to fetch posts',
  'publishing.storyHistory': 'Failed to fetch stories',
  'publishing.reelHistory': 'Failed to fetch reels',
  'publishing.deletePost': 'Failed to delete post',
  'publishing.deleteStory': 'Failed to delete story',
  'publishing.deleteReel': 'Failed to delete reel',
  'scheduler.schedule (JSON)': 'Failed to schedule post',
  'scheduler.schedule (multipart reel)': 'Failed to schedule reel',
  'scheduler.list': 'Failed to fetch scheduled posts',
  'scheduler.update (JSON, no platform_account_id)': 'Failed to update scheduled post',
  'scheduler.update (multipart)': 'Failed to update scheduled post',
  'scheduler.remove': 'Failed to delete scheduled post',
  'bulkDelete.batches': 'Failed to load post batches',
  'bulkDelete.fetchPostIds': 'Failed to fetch page data',
  'bulkDelete.deleteBatch': 'Failed to perform bulk delete operation',
  'cms.privacyPolicy': 'Failed to load Privacy Policy content',
  'cms.termsOfService': 'Failed to load Terms of Service content',
  'cms.faq': 'Failed to load FAQ content',
  'cms.blogPosts': 'Failed to load blog posts',
  'cms.blogPost (by slug)': 'Failed to load blog posts',
};

const cases = allCases.map((endpoint) => [endpoint.name, endpoint] as const);

describe('fallback messages', () => {
  it('name every call', () => {
    expect(Object.keys(expectedFallbacks).sort()).toEqual(cases.map(([name]) => name).sort());
  });

  it.each(cases)('%s: a server error without text gives the catalogue fallback', async (name, endpoint) => {
    routeAll(() => json({}, 500));
    const { api } = createTestClient();

    const error = await rejection(endpoint.call(api));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, message: expectedFallbacks[name] });
  });

  it.each(cases)("%s: the server's own text wins over the fallback", async (name, endpoint) => {
    routeAll(() => json({ message: 'The server says no' }, 422));
    const { api } = createTestClient();

    const error = await rejection(endpoint.call(api));

    const expected = name === 'users.googleLogin' ? googleLoginMessages.fallback : 'The server says no';
    expect(error).toMatchObject({ status: 422, message: expected, data: { message: 'The server says no' } });
  });
});

describe('login catalogue', () => {
  const login = async (status: number, body: unknown) => {
    route('post', '/users/login/', () => json(body, status));
    const { api } = createTestClient();
    return rejection(api.users.login({ email: 'ana@example.com', password: 'x' }));
  };

  it('a 401 shows the server detail, or the inactive-or-deleted text', async () => {
    await expect(login(401, { detail: 'No active account' })).resolves.toMatchObject({ message: 'No active account' });
    await expect(login(401, {})).resolves.toMatchObject({
      message: 'Your account is inactive or has been deleted. Please contact support.',
    });
  });

  it('code user_inactive shows the detail, or the inactive text', async () => {
    await expect(login(403, { detail: 'Inactive since May', code: 'user_inactive' })).resolves.toMatchObject({
      message: 'Inactive since May',
      code: 'user_inactive',
    });
    await expect(login(403, { code: 'user_inactive' })).resolves.toMatchObject({
      message: 'Your account is currently inactive. Please contact support for assistance.',
    });
  });

  it('a non_field_errors entry shows its first message, otherwise detail or message, else the generic text', async () => {
    await expect(login(400, { non_field_errors: ['Wrong password.', 'x'] })).resolves.toMatchObject({
      message: 'Wrong password.',
    });
    await expect(login(400, { message: 'Try later' })).resolves.toMatchObject({ message: 'Try later' });
    await expect(login(400, { email: ['Enter a valid email address.'] })).resolves.toMatchObject({
      message: 'An error occurred during login. Please try again.',
      fieldErrors: { email: ['Enter a valid email address.'] },
    });
  });
});

describe('Google login catalogue', () => {
  const google = async (status: number, body: unknown) => {
    route('post', '/users/google/', () => json(body, status));
    const { api } = createTestClient();
    return rejection(api.users.googleLogin('credential'));
  };

  it('a 400 shows the error or details field, or the invalid-token text', async () => {
    await expect(google(400, { error: 'Token expired' })).resolves.toMatchObject({ message: 'Token expired' });
    await expect(google(400, { details: 'Wrong audience' })).resolves.toMatchObject({ message: 'Wrong audience' });
    await expect(google(400, {})).resolves.toMatchObject({ message: 'Invalid Google token. Please try again.' });
  });

  it('a 500 shows the server-error text; anything else the generic text', async () => {
    await expect(google(500, { error: 'boom' })).resolves.toMatchObject({
      message: 'Server error during Google login. Please try again.',
    });
    await expect(google(403, { detail: 'Forbidden' })).resolves.toMatchObject({
      message: 'An error occurred during Google login. Please try again.',
    });
  });
});

describe('registration catalogue', () => {
  const input = { email: 'a@x.io', password: 'Secret1', confirm_password: 'Secret1', username: 'Ana Lima' };

  it('puts server field errors on their fields and gives the generic banner text', async () => {
    route('post', '/users/register/', () =>
      json({ email: ['user with this email already exists.'], password: ['This password is too common.'] }, 400),
    );
    const { api } = createTestClient();

    const error = await rejection(api.users.register(input));

    expect(error).toMatchObject({
      message: 'Registration failed. Please try again.',
      fieldErrors: { email: ['user with this email already exists.'], password: ['This password is too common.'] },
    });
  });

  it('shows non_field_errors and signup_method as the banner', async () => {
    route('post', '/users/register/', () => json({ signup_method: ['Invalid signup method.'] }, 400));
    const { api } = createTestClient();
    await expect(api.users.register(input)).rejects.toMatchObject({ message: 'Invalid signup method.' });

    route('post', '/users/register/', () => json({ non_field_errors: ['Passwords do not match.'] }, 400));
    await expect(api.users.register(input)).rejects.toMatchObject({ message: 'Passwords do not match.' });
  });

  it("rejects a reply with neither tokens nor message with 'Invalid response from server'", async () => {
    route('post', '/users/register/', () => json({ team_id: 4 }, 201));
    const { api, tokens } = createTestClient({});

    await expect(api.users.register(input)).rejects.toMatchObject({
      kind: 'invalid-reply',
      message: 'Invalid response from server',
    });
    expect(tokens.getAccessToken()).toBe('access-1');
  });

  it('hands on a message-only reply without touching the tokens, and stores tokens of either spelling', async () => {
    route('post', '/users/register/', () => json({ message: 'Verify your email' }, 201));
    const { api, tokens } = createTestClient();
    await expect(api.users.register(input)).resolves.toMatchObject({
      message: 'Verify your email',
      access_token: null,
    });
    expect(tokens.getAccessToken()).toBe('access-1');

    route('post', '/users/register/', () =>
      json({ access_token: 'a9', refresh_token: 'r9', team: { id: 4, name: 'Mine' } }, 201),
    );
    await expect(api.users.register(input)).resolves.toMatchObject({ team_id: '4', team: { id: '4', name: 'Mine' } });
    expect([tokens.getAccessToken(), tokens.getRefreshToken()]).toEqual(['a9', 'r9']);
  });
});

describe('failures without a usable answer', () => {
  it('network failure: a clear message, kind network', async () => {
    route('get', '/teams/list/', () => HttpResponse.error());
    const { api } = createTestClient();
    await expect(api.teams.list()).rejects.toMatchObject({
      kind: 'network',
      status: null,
      message: 'Unable to reach the server. Check your connection and try again.',
    });
  });

  it('timeout: a clear message, kind timeout', async () => {
    // The server never answers: the client gives up after its timeout.
    route('get', '/teams/list/', () => new Promise<never>(() => undefined));
    const { api } = createTestClient({ timeout: 50 });
    await expect(api.teams.list()).rejects.toMatchObject({
      kind: 'timeout',
      message: 'The server took too long to respond. Please try again.',
    });
  });

  it('a reply that does not match its schema: a clear message with the reply kept', async () => {
    route('get', '/teams/list/', () => json({ teams: 'none' }));
    const { api } = createTestClient();
    const error = await rejection(api.teams.list());
    expect(error).toMatchObject({
      kind: 'invalid-reply',
      status: 200,
      data: { teams: 'none' },
      message: 'The server sent a reply that could not be read. Please try again later.',
    });
  });

  it('a reply that is not JSON where data is expected is an invalid reply; where none is read it is fine', async () => {
    route(
      'get',
      '/users/user/',
      () => new HttpResponse('<html>ok</html>', { headers: { 'content-type': 'text/html' } }),
    );
    route('delete', '/teams/members/3/delete/', () => new HttpResponse('deleted'));
    const { api } = createTestClient();
    await expect(api.users.details()).rejects.toMatchObject({ kind: 'invalid-reply' });
    await expect(api.teams.deleteMember(3)).resolves.toEqual({ message: null });
  });

  it('an HTML error page gives the fallback, not the page', async () => {
    route('get', '/teams/list/', () => new HttpResponse('<html><body>Bad Gateway</body></html>', { status: 502 }));
    const { api } = createTestClient();
    await expect(api.teams.list()).rejects.toMatchObject({
      kind: 'http',
      status: 502,
      message: 'Failed to fetch teams',
    });
  });

  it('calls that cannot be made reject before anything is sent', async () => {
    const { api } = createTestClient();
    await expect(api.users.deleteAccount(undefined)).rejects.toMatchObject({
      kind: 'invalid-request',
      message: 'User ID is required for deletion',
    });
    await expect(api.publishing.storyStatus([])).rejects.toMatchObject({ kind: 'invalid-request' });
    await expect(api.publishing.publishStory({ page_ids: [1], team: 7, media: [] })).rejects.toMatchObject({
      message:
        'Facebook stories require media content. Please upload a photo (.jpeg, .bmp, .png, .gif, .tiff) or video (.mp4).',
    });
    await expect(
      api.publishing.publishReel({ page_ids: [1], description: '', team: 7, media: null }),
    ).rejects.toMatchObject({
      message: 'Facebook reels require video content. Please upload a video file (.mp4, .mov, .avi, .mkv).',
    });
    expect(received).toHaveLength(0);
  });

  it('every rejection is an ApiError', async () => {
    route('get', '/teams/list/', () => empty(503));
    const { api } = createTestClient();
    expect(isApiError(await rejection(api.teams.list()))).toBe(true);
  });
});
