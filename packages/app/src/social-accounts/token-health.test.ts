import type { SocialAccount } from '@causeway/api-client';
import type { ScheduledItem } from '@causeway/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { accountsAtRisk, itemsOutlivingLogin } from './token-health';

const now = new Date('2026-11-25T12:00:00Z');

function account(id: string, daysLeft: number | null, expiresAt: string | null, pageIds: string[]): SocialAccount {
  return {
    id,
    account_id: `fb-${id}`,
    account_name: `Account ${id}`,
    account_email: null,
    platform: 'facebook',
    expires_at: expiresAt,
    days_until_expiry: daysLeft === null ? null : Math.max(0, daysLeft),
    is_token_expired: daysLeft !== null && daysLeft <= 0,
    connected_pages: pageIds.map((pageId, index) => ({ id: `${id}${index}`, page_id: pageId, name: null })),
  };
}

function item(id: string, at: string | null, pageIds: string[], status = 'scheduled'): ScheduledItem {
  return {
    id,
    platform: 'facebook',
    category: 'post',
    message: '',
    scheduled_time: at,
    frequency: 'once',
    repeat_until: null,
    platform_account_id: null,
    page_ids: pageIds,
    team: '11',
    media_file: null,
    is_auto_delete: false,
    selected_pages: [],
    status: status as ScheduledItem['status'],
    last_published: null,
    facebook_post_url: null,
    page_name: null,
    published_at: null,
  };
}

const expiring = account('601', 3, '2026-11-28T12:00:00Z', ['p1', 'p2']);
const expired = account('602', 0, '2026-11-23T09:00:00Z', ['p5']);
const healthy = account('603', 50, '2027-01-14T12:00:00Z', ['p7']);
const unknown = account('604', null, null, ['p8']);

describe('accountsAtRisk', () => {
  it('names the accounts expiring within 7 days or expired that own the team’s pages, and only those', () => {
    const risks = accountsAtRisk([expiring, expired, healthy, unknown], ['p1', 'p5', 'p7', 'p8'], null, now);
    expect(risks.map((risk) => risk.account.id)).toEqual(['601', '602']);
    expect(risks[0]).toMatchObject({ expiresAt: '2026-11-28T12:00:00.000Z', scheduled: null });
  });

  it('leaves out an account running out whose pages the team does not publish to', () => {
    expect(accountsAtRisk([expiring, expired], ['p5'], null, now).map((risk) => risk.account.id)).toEqual(['602']);
  });

  it('warns at 7 days left, not at 8', () => {
    const seven = account('605', 7, '2026-12-02T12:00:00Z', ['p9']);
    const eight = account('606', 8, '2026-12-03T12:00:00Z', ['p10']);
    expect(accountsAtRisk([seven, eight], ['p9', 'p10'], null, now).map((risk) => risk.account.id)).toEqual(['605']);
  });

  it('counts the scheduled items on its pages before and at or after the expiry; others are not counted', () => {
    const items = [
      item('1', '2026-11-26T09:00:00Z', ['p1']),
      item('2', '2026-11-27T09:00:00Z', ['p2', 'p5']),
      item('3', '2026-11-28T12:00:00Z', ['p1']),
      item('4', '2026-12-10T09:00:00Z', ['p2']),
      item('5', '2026-12-10T09:00:00Z', ['p1'], 'published'),
      item('6', null, ['p1']),
      item('7', '2026-12-10T09:00:00Z', ['p7']),
    ];
    const [first, second] = accountsAtRisk([expiring, expired], ['p1', 'p5'], items, now);
    expect(first?.scheduled).toEqual({ before: 2, after: 2 });
    // Expired: whatever is still to go out on its pages comes after the expiry.
    expect(second?.scheduled).toEqual({ before: 0, after: 1 });
  });

  it('matches pages on the connected page’s own id too, and takes the expiry from the days left when no date is given', () => {
    const byDays = account('607', 2, null, ['p11']);
    const [risk] = accountsAtRisk([byDays], ['6070'], [item('8', '2026-11-26T12:00:00Z', ['6070'])], now);
    expect(risk).toMatchObject({ expiresAt: '2026-11-27T12:00:00.000Z', scheduled: { before: 1, after: 0 } });
  });
});

describe('itemsOutlivingLogin', () => {
  it('marks the scheduled items on an expiring account’s pages due at or after its expiry, with the account’s name', () => {
    const risks = accountsAtRisk([expiring, healthy], ['p1', 'p2', 'p7'], null, now);
    const marked = itemsOutlivingLogin(risks, [
      item('before', '2026-11-27T12:00:00Z', ['p1']),
      item('at', '2026-11-28T12:00:00Z', ['p2']),
      item('after', '2026-12-02T09:00:00Z', ['p1', 'p7']),
      item('healthy page', '2026-12-02T09:00:00Z', ['p7']),
      item('failed', '2026-12-02T09:00:00Z', ['p1'], 'failed'),
      item('no time', null, ['p1']),
    ]);
    expect([...marked]).toEqual([
      ['at', 'Account 601'],
      ['after', 'Account 601'],
    ]);
  });

  it('marks nothing when no account is running out', () => {
    const risks = accountsAtRisk([healthy], ['p7'], null, now);
    expect(itemsOutlivingLogin(risks, [item('later', '2027-03-01T09:00:00Z', ['p7'])]).size).toBe(0);
  });
});
