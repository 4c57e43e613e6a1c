import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import * as schemas from './index';

/** One realistic wire sample per entity schema, in the spelling a server might use. */
const entitySamples: Array<[string, z.ZodMiniType, unknown]> = [
  ['teamSchema', schemas.teamSchema, { id: 7, name: 'Growth', extra: true }],
  ['teamDetailsSchema', schemas.teamDetailsSchema, { id: 'a1', name: 'Growth', created_by_email: 'o@x.io' }],
  [
    'teamMemberSchema',
    schemas.teamMemberSchema,
    { id: 1, user_id: 4, user_name: 'Ana', user_email: 'ana@x.io', role: '2', is_active: true, permissions: ['x'] },
  ],
  [
    'teamPageSchema (wrapped)',
    schemas.teamPageSchema,
    { id: 3, page: { name: 'Bakery', category: 'Food' }, is_active: true },
  ],
  [
    'teamPageSchema (flat)',
    schemas.teamPageSchema,
    { page_id: '991', name: 'Bakery', category: null, platform: 'facebook' },
  ],
  ['inviteDetailsSchema', schemas.inviteDetailsSchema, { inviter_name: 'Ana', team_name: 'Growth' }],
  ['userDetailsSchema', schemas.userDetailsSchema, { username: null, email: 'a@x.io', is_email_verified: true }],
  [
    'planSchema',
    schemas.planSchema,
    { id: 2, name: 'Pro', price: '29.00', max_team_members: 3, max_assets: 5, max_posts_per_day: 200, features: null },
  ],
  [
    'subscriptionDetailsSchema',
    schemas.subscriptionDetailsSchema,
    { plan_name: 'Pro', plan_price: 29, auto_renew: true },
  ],
  ['currentSubscriptionSchema', schemas.currentSubscriptionSchema, { plan_name: 'Pro', subscription_status: 'active' }],
  [
    'paymentMethodSchema',
    schemas.paymentMethodSchema,
    { id: 'pm_1', card_brand: 'visa', card_last4: 42, expiry_month: '4', expiry_year: 2030, is_default: true },
  ],
  ['invoiceSchema', schemas.invoiceSchema, { id: 1, status: 'paid', amount: '29.00', invoice_url: 'https://x/1' }],
  ['billingDetailsSchema', schemas.billingDetailsSchema, { full_name: 'Ana', tax_type: 'VAT', address_line2: null }],
  [
    'socialAccountSchema',
    schemas.socialAccountSchema,
    { id: 5, account_id: '1234', account_name: 'Ana', facebook_email: 'a@x.io', connected_pages: [{ id: 9 }] },
  ],
  ['accountPageSchema', schemas.accountPageSchema, { id: 9, name: 'Bakery', category: 'Food', is_active: true }],
  [
    'scheduledItemSchema',
    schemas.scheduledItemSchema,
    {
      id: 1,
      platform: 'facebook',
      message: 'Hi',
      page_ids: '["1","2"]',
      status: 'Scheduled',
      selected_pages: [{ id: 1, name: 'A' }],
    },
  ],
  ['storyHistoryItemSchema', schemas.storyHistoryItemSchema, { id: 1, page_name: 'A', status: 'pending' }],
  [
    'reelHistoryItemSchema',
    schemas.reelHistoryItemSchema,
    { id: 1, page_name: 'A', status: 'published', reel_url: 'https://f/r' },
  ],
  ['processingStatusSchema', schemas.processingStatusSchema, { id: 4, status: 'processing' }],
  [
    'postBatchSchema',
    schemas.postBatchSchema,
    { id: 1, page_id: '99', page_name: 'A', status: 'fetched', total_ids: '12', oldest_created_time: null },
  ],
  ['cmsPageSchema', schemas.cmsPageSchema, { title: 'Privacy Policy', body: '<p>x</p>', last_updated: '2025-01-01' }],
  [
    'faqPageSchema',
    schemas.faqPageSchema,
    { title: 'FAQ', body: JSON.stringify([{ section_title: 'General', faq_items: [{ question: 'Q', answer: 'A' }] }]) },
  ],
  ['blogPostSchema', schemas.blogPostSchema, { id: 1, title: 'T', url_path: '/blog/t/', reading_time: 4 }],
];

describe('entity schemas', () => {
  it.each(entitySamples)(
    '%s parses its sample, and parsing the result again gives it back unchanged',
    (_name, schema, sample) => {
      const once = schema.parse(sample);
      expect(schema.parse(once)).toEqual(once);
    },
  );

  it('hands ids on as strings', () => {
    expect(schemas.teamSchema.parse({ id: 7, name: 'Growth' })).toEqual({ id: '7', name: 'Growth' });
  });

  it('normalises both spellings of a team page to one flat shape', () => {
    expect(
      schemas.teamPageSchema.parse({
        id: 3,
        page: { name: 'Bakery', category: 'Food', page_id: 991 },
        is_active: true,
      }),
    ).toEqual({
      id: '3',
      page_id: '991',
      name: 'Bakery',
      category: 'Food',
      is_active: true,
      platform: null,
    });
    expect(schemas.teamPageSchema.parse({ page_id: 991, name: 'Bakery' })).toEqual({
      id: '991',
      page_id: '991',
      name: 'Bakery',
      category: null,
      is_active: false,
      platform: null,
    });
  });

  it('reads the FAQ body from JSON text or a list, and rejects text that is not a section list', () => {
    const sections = [{ section_title: 'General', faq_items: [{ question: 'Q', answer: 'A' }] }];
    expect(schemas.faqPageSchema.parse({ title: 'FAQ', body: JSON.stringify(sections) }).body).toEqual(sections);
    expect(schemas.faqPageSchema.parse({ title: 'FAQ', body: sections }).body).toEqual(sections);
    expect(schemas.faqPageSchema.safeParse({ title: 'FAQ', body: 'not json' }).success).toBe(false);
  });
});

describe('reply schemas', () => {
  it('accept a list bare or wrapped', () => {
    const page = { id: 1, name: 'A' };
    expect(schemas.teamPagesReplySchema.parse([page])).toHaveLength(1);
    expect(schemas.teamPagesReplySchema.parse({ pages: [page] })).toHaveLength(1);
    expect(schemas.blogPostsReplySchema.parse({ results: [], count: 0 })).toEqual([]);
  });

  it('normalise both token spellings of the registration reply', () => {
    expect(schemas.registerReplySchema.parse({ access: 'a', refresh: 'r', team_id: 4 })).toEqual({
      access_token: 'a',
      refresh_token: 'r',
      team_id: '4',
      team: null,
      message: null,
    });
    expect(
      schemas.registerReplySchema.parse({ access_token: 'a', refresh_token: 'r', team: { id: 4, name: 'T' } }),
    ).toMatchObject({
      access_token: 'a',
      team_id: '4',
      team: { id: '4', name: 'T' },
    });
  });

  it('require an access token in the refresh reply and keep refresh_token null when absent', () => {
    expect(schemas.refreshTokenReplySchema.parse({ access_token: 'a' })).toEqual({
      access_token: 'a',
      refresh_token: null,
    });
    expect(schemas.refreshTokenReplySchema.safeParse({ refresh_token: 'r' }).success).toBe(false);
  });
});

describe('multipart form schemas', () => {
  it('read page_ids from JSON text and booleans from text', () => {
    const parsed = schemas.publishPostFormSchema.parse({
      page_ids: '["1",2]',
      post_type: 'text',
      message: 'Hi',
      team: '7',
      is_auto_delete: 'true',
    });
    expect(parsed.page_ids).toEqual(['1', '2']);
    expect(parsed.is_auto_delete).toBe(true);
  });
});
