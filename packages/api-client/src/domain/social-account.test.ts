import { describe, expect, it } from 'vitest';
import { socialAccountSchema } from '../schemas/social';
import { accountIdForPage, mapSocialAccount, platformAccountIdFor, unlinkedPageIds } from './social-account';

const now = new Date('2025-06-10T12:00:00Z');
const record = (fields: Record<string, unknown>) =>
  socialAccountSchema.parse({ id: 5, account_name: 'Ana', ...fields });

describe('mapSocialAccount', () => {
  it('takes the email from facebook_email and defaults the platform to Facebook and the pages to []', () => {
    expect(mapSocialAccount(record({ facebook_email: 'ana@fb.com' }), now)).toMatchObject({
      account_email: 'ana@fb.com',
      platform: 'Facebook',
      connected_pages: [],
    });
    expect(mapSocialAccount(record({ platform: 'Instagram' }), now)).toMatchObject({
      platform: 'Instagram',
      account_email: null,
    });
  });

  it('never gives fewer than 0 days, and counts 0 or fewer days as expired', () => {
    expect(mapSocialAccount(record({ days_until_expiry: -4 }), now)).toMatchObject({
      days_until_expiry: 0,
      is_token_expired: true,
    });
    expect(mapSocialAccount(record({ days_until_expiry: 0 }), now)).toMatchObject({
      days_until_expiry: 0,
      is_token_expired: true,
    });
    expect(mapSocialAccount(record({ days_until_expiry: 1 }), now)).toMatchObject({
      days_until_expiry: 1,
      is_token_expired: false,
    });
  });

  it('counts the days from expires_at when the server gives no day count', () => {
    expect(mapSocialAccount(record({ expires_at: '2025-06-20T12:00:00Z' }), now)).toMatchObject({
      days_until_expiry: 10,
      is_token_expired: false,
    });
    expect(mapSocialAccount(record({ expires_at: '2025-06-10T20:00:00Z' }), now)).toMatchObject({
      days_until_expiry: 0,
      is_token_expired: true,
    });
    expect(mapSocialAccount(record({ expires_at: '2025-05-01T00:00:00Z' }), now)).toMatchObject({
      days_until_expiry: 0,
      is_token_expired: true,
    });
  });

  it('leaves the days unknown (and the token not expired) without any expiry information', () => {
    expect(mapSocialAccount(record({}), now)).toMatchObject({ days_until_expiry: null, is_token_expired: false });
    expect(mapSocialAccount(record({ expires_at: 'soon' }), now)).toMatchObject({ days_until_expiry: null });
  });
});

describe('linked accounts and pages', () => {
  const accounts = [
    { id: '5', connected_pages: [{ id: '11', page_id: null }] },
    { id: '6', connected_pages: [{ id: '90', page_id: '12' }] },
  ];

  it('maps a page id to its account id, by the connected page id or page_id', () => {
    expect(accountIdForPage(accounts, '11')).toBe('5');
    expect(accountIdForPage(accounts, '12')).toBe('6');
    expect(accountIdForPage(accounts, '13')).toBeNull();
  });

  it('lists the pages linked to no account, and takes the first page’s account for scheduling', () => {
    expect(unlinkedPageIds(accounts, ['11', '13', '14'])).toEqual(['13', '14']);
    expect(platformAccountIdFor(accounts, ['12', '11'])).toBe('6');
    expect(platformAccountIdFor(accounts, [])).toBeNull();
  });
});
