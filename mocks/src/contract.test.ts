import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { handlers } from './handlers';
import { createMockServer, resetMockData } from './node';
import { demo } from './seed/demo';
import { sampleCalls } from './openapi/sample-calls';
import { signedInClient } from './testing/client';

/*
 * The contract: every call of the client, answered by the base handlers, parses with the client's
 * reply schema (the client rejects with 'invalid-reply' otherwise), and every base handler answers
 * at least one of them.
 */

const server = await createMockServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => resetMockData());
afterAll(() => server.close());

/** What some calls give on the seeded data (the rest only need to parse). */
const checks: Record<string, (value: never) => void> = {
  'users.login': (reply: { email: string }) => expect(reply.email).toBe(demo.email),
  'users.googleLogin': (reply: { user: { id: string } }) => expect(reply.user.id).toBe(demo.userId),
  'users.register': (reply: { access_token: string | null; team_id: string | null }) =>
    expect(reply.access_token && reply.team_id).toBeTruthy(),
  'users.refreshToken': (tokens: { access: string }) => expect(tokens.access).toMatch(/^mock\.access\./),
  'users.details': (user: { email: string; is_email_verified: boolean }) =>
    expect(user).toMatchObject({ email: demo.email, is_email_verified: true }),
  'teams.list': (teams: unknown[]) => expect(teams).toHaveLength(2),
  'teams.details': (team: { created_by_email: string }) => expect(team.created_by_email).toBe(demo.email),
  'teams.members': (members: { role: number }[]) =>
    expect(new Set(members.map((m) => m.role))).toEqual(new Set([1, 2, 3])),
  'teams.inviteDetails': (invite: { team_name: string }) => expect(invite.team_name).toBe('Northwind Outreach'),
  'teams.pages': (pages: { page_id: string; name: string }[]) =>
    expect(pages.map((p) => p.page_id)).toEqual(demo.pageIds),
  'teams.addPages': (reply: { page_name: string }) => expect(reply.page_name).toBe('Bright Path Tutoring'),
  'billing.plans': (plans: { name: string }[]) =>
    expect(plans.map((p) => p.name)).toEqual(['Free', 'Pro', 'Business', 'Enterprise']),
  'billing.subscribe': (reply: { checkout_url: string }) =>
    expect(reply.checkout_url).toContain('/__mock/checkout?session_id='),
  'billing.currentSubscription': (subscription: { plan_name: string }) => expect(subscription.plan_name).toBe('Pro'),
  'billing.subscriptionDetails': (details: { plan_name: string; auto_renew: boolean }) =>
    expect(details).toMatchObject({ plan_name: 'Pro', auto_renew: true }),
  'billing.history': (invoices: { status: string }[]) =>
    expect(new Set(invoices.map((i) => i.status))).toEqual(new Set(['paid', 'pending', 'failed', 'void'])),
  'billing.details': (details: { tax_type: string }) => expect(details.tax_type).toBe('VAT'),
  'billing.createCardSetup': (reply: { Card_Details_checkout_url: string }) =>
    expect(reply.Card_Details_checkout_url).toContain('mode=setup'),
  'billing.paymentMethods': (methods: { card_last4: string }[]) =>
    expect(methods.map((m) => m.card_last4)).toEqual(['4242', '0005']),
  'social.accounts': (accounts: { days_until_expiry: number; is_token_expired: boolean }[]) =>
    expect(accounts.map((a) => [a.days_until_expiry, a.is_token_expired])).toEqual([
      [3, false],
      [0, true],
    ]),
  'social.accountPages': (pages: unknown[]) => expect(pages).toHaveLength(4),
  'publishing.publishPost': (reply: { results: { success: boolean }[] }) =>
    expect(reply.results.map((r) => r.success)).toEqual([true, true]),
  'publishing.publishStory': (reply: { total_pages: number }) => expect(reply.total_pages).toBe(1),
  'publishing.publishReel': (reply: { reels_created: string[] }) => expect(reply.reels_created).toHaveLength(1),
  'publishing.storyStatus': (items: { status: string }[]) =>
    expect(items.map((i) => i.status)).toEqual(['published', 'failed']),
  'publishing.reelStatus': (items: { status: string }[]) => expect(items[0]?.status).toBe('published'),
  'publishing.postHistory': (posts: { facebook_post_url: string | null }[]) =>
    expect(posts.every((p) => p.facebook_post_url)).toBe(true),
  'publishing.storyHistory': (stories: unknown[]) => expect(stories).toHaveLength(6),
  'publishing.reelHistory': (reels: { reel_url: string | null; status: string }[]) =>
    expect(reels.filter((r) => r.reel_url).every((r) => r.status === 'published')).toBe(true),
  'scheduler.list': (items: unknown[]) => expect(items.length).toBeGreaterThan(10),
  'bulkDelete.batches': (batches: unknown[]) => expect(batches).toHaveLength(2),
  'bulkDelete.fetchPostIds': (reply: { batch_id: string | null }) => expect(reply.batch_id).toBeTruthy(),
  'bulkDelete.deleteBatch': (reply: { deleted_count: number }) => expect(reply.deleted_count).toBe(42),
  'cms.privacyPolicy': (page: { title: string }) => expect(page.title).toBe('Privacy Policy'),
  'cms.faq': (page: { body: { faq_items: unknown[] }[] }) => expect(page.body.length).toBeGreaterThan(1),
  'cms.blogPosts': (posts: unknown[]) => expect(posts).toHaveLength(5),
  'cms.blogPost': (post: { body: string }) => expect(post.body).toContain('onerror'),
};

describe('every call of the client against the base handlers', () => {
  test.each(sampleCalls.map((sample) => [sample.name, sample] as const))(
    '%s parses with the client schema',
    async (_name, sample) => {
      const { api } = await signedInClient();
      const value = await sample.call(api);
      checks[sample.name]?.(value as never);
    },
  );

  test('every check names a sample call', () => {
    const names = new Set(sampleCalls.map((sample) => sample.name));
    expect(Object.keys(checks).filter((name) => !names.has(name))).toEqual([]);
  });

  test('every base handler answered at least one call', () => {
    const unused = handlers.filter((handler) => !handler.isUsed).map((handler) => handler.info.header);
    expect(unused).toEqual([]);
    expect(handlers).toHaveLength(66);
  });
});
