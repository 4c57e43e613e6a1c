import type { ApiClient } from '@causeway/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { handlers } from './handlers';
import { createMockServer, resetMockData } from './node';
import { fakeFacebookToken, fakeGoogleCredential } from './providers/credentials';
import { demo } from './seed/demo';
import { photoFile, signedInClient, videoFile } from './testing/client';

/*
 * The contract: every call of the client, answered by the base handlers, parses with the client's
 * reply schema (the client rejects with 'invalid-reply' otherwise), and every base handler answers
 * at least one of them.
 */

const server = await createMockServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => resetMockData());
afterAll(() => server.close());

const [page1 = '', page2 = ''] = demo.pageIds;
const inAWeek = () => new Date(Date.now() + 7 * 24 * 60 * 60_000).toISOString();
const billingFields = {
  full_name: 'Ana Lima',
  billing_email: 'ana@causeway.test',
  country: 'Portugal',
  state: 'Porto',
  city: 'Porto',
  address_line1: 'Rua Nova 1',
  address_line2: '',
  postal_code: '4000-001',
  tax_type: 'GST' as const,
  tax_id: '123',
};

type Case = [name: string, call: (api: ApiClient) => Promise<unknown>, check?: (value: never) => void];

const cases: Case[] = [
  [
    'users.login',
    (api) => api.users.login({ email: demo.email, password: demo.password }),
    (reply: { email: string }) => expect(reply.email).toBe(demo.email),
  ],
  [
    'users.googleLogin',
    (api) => api.users.googleLogin(fakeGoogleCredential()),
    (reply: { user: { id: string } }) => expect(reply.user.id).toBe(demo.userId),
  ],
  [
    'users.register',
    (api) =>
      api.users.register({
        email: 'new@causeway.test',
        password: 'Welcome1',
        confirm_password: 'Welcome1',
        username: 'New Person',
      }),
    (reply: { access_token: string | null; team_id: string | null }) =>
      expect(reply.access_token && reply.team_id).toBeTruthy(),
  ],
  ['users.logout', (api) => api.users.logout()],
  [
    'users.refreshToken',
    (api) => api.users.refreshToken(),
    (tokens: { access: string }) => expect(tokens.access).toMatch(/^mock\.access\./),
  ],
  [
    'users.changePassword',
    (api) =>
      api.users.changePassword({
        old_password: demo.password,
        new_password: 'Harbour2025',
        confirm_new_password: 'Harbour2025',
      }),
  ],
  ['users.requestPasswordReset', (api) => api.users.requestPasswordReset(demo.email)],
  [
    'users.confirmPasswordReset',
    (api) =>
      api.users.confirmPasswordReset({
        uid: demo.resetUid,
        token: demo.resetToken,
        new_password: 'Harbour2025',
        re_new_password: 'Harbour2025',
      }),
  ],
  ['users.verifyEmail', (api) => api.users.verifyEmail({ uidb64: demo.verifyUid, token: demo.verifyToken })],
  ['users.resendVerificationEmail', (api) => api.users.resendVerificationEmail(demo.unverified.email)],
  [
    'users.details',
    (api) => api.users.details(),
    (user: { email: string; is_email_verified: boolean }) =>
      expect(user).toMatchObject({ email: demo.email, is_email_verified: true }),
  ],
  [
    'users.updateDetails',
    (api) =>
      api.users.updateDetails({ username: 'Demo Person', company_name: 'Harbour Co', profile_picture: photoFile() }),
  ],
  ['users.deleteAccount', (api) => api.users.deleteAccount(demo.userId)],

  ['teams.list', (api) => api.teams.list(), (teams: unknown[]) => expect(teams).toHaveLength(2)],
  ['teams.createDefault', (api) => api.teams.createDefault()],
  ['teams.create', (api) => api.teams.create('Harbour Events')],
  [
    'teams.details',
    (api) => api.teams.details(demo.teamId),
    (team: { created_by_email: string }) => expect(team.created_by_email).toBe(demo.email),
  ],
  [
    'teams.members',
    (api) => api.teams.members(demo.teamId),
    (members: { role: number }[]) => expect(new Set(members.map((m) => m.role))).toEqual(new Set([1, 2, 3])),
  ],
  ['teams.addMember', (api) => api.teams.addMember(demo.teamId, { email: 'noah@causeway.test', role: 2 })],
  ['teams.updateMember', (api) => api.teams.updateMember(demo.memberId, 2)],
  ['teams.deleteMember', (api) => api.teams.deleteMember(demo.memberId)],
  [
    'teams.inviteDetails',
    (api) => api.teams.inviteDetails({ invite_token: demo.inviteToken, team_id: demo.noPlanTeamId }),
    (invite: { team_name: string }) => expect(invite.team_name).toBe('Northwind Outreach'),
  ],
  [
    'teams.pages',
    (api) => api.teams.pages(demo.teamId),
    (pages: { page_id: string; name: string }[]) => expect(pages.map((p) => p.page_id)).toEqual(demo.pageIds),
  ],
  [
    'teams.addPages',
    (api) => api.teams.addPages(demo.teamId, ['204']),
    (reply: { page_name: string }) => expect(reply.page_name).toBe('Bright Path Tutoring'),
  ],
  ['teams.removePage', (api) => api.teams.removePage(demo.teamId, demo.teamPageId)],

  [
    'billing.plans',
    (api) => api.billing.plans(),
    (plans: { name: string }[]) => expect(plans.map((p) => p.name)).toEqual(['Free', 'Pro', 'Business', 'Enterprise']),
  ],
  [
    'billing.subscribe',
    (api) => api.billing.subscribe({ plan_id: demo.plans.enterprise, billing_cycle: 'annual' }),
    (reply: { checkout_url: string }) => expect(reply.checkout_url).toContain('/__mock/checkout?session_id='),
  ],
  ['billing.cancelSubscription', (api) => api.billing.cancelSubscription(demo.teamId)],
  [
    'billing.currentSubscription',
    (api) => api.billing.currentSubscription(),
    (subscription: { plan_name: string }) => expect(subscription.plan_name).toBe('Pro'),
  ],
  [
    'billing.subscriptionDetails',
    (api) => api.billing.subscriptionDetails(demo.teamId),
    (details: { plan_name: string; auto_renew: boolean }) =>
      expect(details).toMatchObject({ plan_name: 'Pro', auto_renew: true }),
  ],
  [
    'billing.history',
    (api) => api.billing.history(demo.teamId),
    (invoices: { status: string }[]) =>
      expect(new Set(invoices.map((i) => i.status))).toEqual(new Set(['paid', 'pending', 'failed', 'void'])),
  ],
  [
    'billing.details',
    (api) => api.billing.details(demo.teamId),
    (details: { tax_type: string }) => expect(details.tax_type).toBe('VAT'),
  ],
  ['billing.updateDetails', (api) => api.billing.updateDetails(demo.noPlanTeamId, billingFields)],
  ['billing.addPaymentMethod', (api) => api.billing.addPaymentMethod({ team_id: demo.teamId })],
  [
    'billing.createCardSetup',
    (api) => api.billing.createCardSetup(demo.teamId),
    (reply: { Card_Details_checkout_url: string }) => expect(reply.Card_Details_checkout_url).toContain('mode=setup'),
  ],
  [
    'billing.paymentMethods',
    (api) => api.billing.paymentMethods(demo.teamId),
    (methods: { card_last4: string }[]) => expect(methods.map((m) => m.card_last4)).toEqual(['4242', '0005']),
  ],
  ['billing.deletePaymentMethod', (api) => api.billing.deletePaymentMethod(demo.teamId, demo.paymentMethodId)],
  [
    'billing.createCheckoutSession',
    (api) =>
      api.billing.createCheckoutSession({
        team_id: demo.noPlanTeamId,
        plan_id: demo.plans.pro,
        email: demo.email,
        is_annual: false,
      }),
  ],

  ['social.connectFacebook', (api) => api.social.connectFacebook(fakeFacebookToken())],
  [
    'social.accounts',
    (api) => api.social.accounts(),
    (accounts: { days_until_expiry: number; is_token_expired: boolean }[]) =>
      expect(accounts.map((a) => [a.days_until_expiry, a.is_token_expired])).toEqual([
        [3, false],
        [0, true],
      ]),
  ],
  [
    'social.accountPages',
    (api) => api.social.accountPages(demo.accountId),
    (pages: unknown[]) => expect(pages).toHaveLength(4),
  ],
  ['social.removeAccountPage', (api) => api.social.removeAccountPage(demo.accountId, '204')],
  ['social.deleteAccount', (api) => api.social.deleteAccount(demo.expiredAccountId)],
  ['social.refreshFacebookPages', (api) => api.social.refreshFacebookPages()],

  [
    'publishing.publishPost',
    (api) =>
      api.publishing.publishPost({
        page_ids: [page1, page2],
        message: 'Hello',
        team: demo.teamId,
        media: [photoFile()],
      }),
    (reply: { results: { success: boolean }[] }) => expect(reply.results.map((r) => r.success)).toEqual([true, true]),
  ],
  [
    'publishing.publishStory',
    (api) => api.publishing.publishStory({ page_ids: [page1], team: demo.teamId, media: photoFile() }),
    (reply: { total_pages: number }) => expect(reply.total_pages).toBe(1),
  ],
  [
    'publishing.publishReel',
    (api) =>
      api.publishing.publishReel({ page_ids: [page1], description: 'Tour', team: demo.teamId, media: videoFile() }),
    (reply: { reels_created: string[] }) => expect(reply.reels_created).toHaveLength(1),
  ],
  [
    'publishing.storyStatus',
    (api) => api.publishing.storyStatus([demo.storyId, '903']),
    (items: { status: string }[]) => expect(items.map((i) => i.status)).toEqual(['published', 'failed']),
  ],
  [
    'publishing.reelStatus',
    (api) => api.publishing.reelStatus([demo.reelId]),
    (items: { status: string }[]) => expect(items[0]?.status).toBe('published'),
  ],
  [
    'publishing.postHistory',
    (api) => api.publishing.postHistory(demo.teamId, { status: 'published' }),
    (posts: { facebook_post_url: string | null }[]) => expect(posts.every((p) => p.facebook_post_url)).toBe(true),
  ],
  [
    'publishing.storyHistory',
    (api) => api.publishing.storyHistory(demo.teamId),
    (stories: unknown[]) => expect(stories).toHaveLength(6),
  ],
  [
    'publishing.reelHistory',
    (api) => api.publishing.reelHistory(demo.teamId),
    (reels: { reel_url: string | null; status: string }[]) =>
      expect(reels.filter((r) => r.reel_url).every((r) => r.status === 'published')).toBe(true),
  ],
  ['publishing.deletePost', (api) => api.publishing.deletePost(demo.postId)],
  ['publishing.deleteStory', (api) => api.publishing.deleteStory(demo.storyId)],
  ['publishing.deleteReel', (api) => api.publishing.deleteReel(demo.reelId)],

  [
    'scheduler.schedule (JSON)',
    (api) =>
      api.scheduler.schedule({
        platform: 'facebook',
        category: 'post',
        message: 'Soon',
        scheduled_time: inAWeek(),
        page_ids: [page1],
        team: demo.teamId,
        platform_account_id: demo.accountId,
      }),
  ],
  [
    'scheduler.schedule (multipart)',
    (api) =>
      api.scheduler.schedule({
        platform: 'facebook',
        category: 'reel',
        message: 'Soon',
        scheduled_time: inAWeek(),
        page_ids: [page1],
        team: demo.teamId,
        media: videoFile(),
      }),
  ],
  [
    'scheduler.list',
    (api) => api.scheduler.list(demo.teamId, { status: 'scheduled', category: 'post' }),
    (items: unknown[]) => expect(items.length).toBeGreaterThan(10),
  ],
  [
    'scheduler.update',
    (api) =>
      api.scheduler.update(demo.scheduledPostId, {
        platform: 'facebook',
        category: 'post',
        message: 'Edited',
        scheduled_time: inAWeek(),
        page_ids: [page1],
        team: demo.teamId,
      }),
  ],
  ['scheduler.remove', (api) => api.scheduler.remove(demo.scheduledPostId)],

  [
    'bulkDelete.batches',
    (api) => api.bulkDelete.batches({ team_id: demo.teamId, page_id: demo.batchPageId }),
    (batches: unknown[]) => expect(batches).toHaveLength(2),
  ],
  [
    'bulkDelete.fetchPostIds',
    (api) => api.bulkDelete.fetchPostIds({ team_id: demo.teamId, page_id: page2 }),
    (reply: { batch_id: string | null }) => expect(reply.batch_id).toBeTruthy(),
  ],
  [
    'bulkDelete.deleteBatch',
    (api) => api.bulkDelete.deleteBatch({ team_id: demo.teamId, page_id: demo.batchPageId, batch_id: demo.batchId }),
    (reply: { deleted_count: number }) => expect(reply.deleted_count).toBe(42),
  ],

  [
    'cms.privacyPolicy',
    (api) => api.cms.privacyPolicy(),
    (page: { title: string }) => expect(page.title).toBe('Privacy Policy'),
  ],
  ['cms.termsOfService', (api) => api.cms.termsOfService()],
  [
    'cms.faq',
    (api) => api.cms.faq(),
    (page: { body: { faq_items: unknown[] }[] }) => expect(page.body.length).toBeGreaterThan(1),
  ],
  ['cms.blogPosts', (api) => api.cms.blogPosts(), (posts: unknown[]) => expect(posts).toHaveLength(5)],
  [
    'cms.blogPost',
    (api) => api.cms.blogPost(demo.xssBlogSlug),
    (post: { body: string }) => expect(post.body).toContain('onerror'),
  ],
];

describe('every call of the client against the base handlers', () => {
  test.each(cases)('%s parses with the client schema', async (_name, call, check) => {
    const { api } = await signedInClient();
    const value = await call(api);
    check?.(value as never);
  });

  test('every base handler answered at least one call', () => {
    const unused = handlers.filter((handler) => !handler.isUsed).map((handler) => handler.info.header);
    expect(unused).toEqual([]);
    expect(handlers).toHaveLength(66);
  });
});
