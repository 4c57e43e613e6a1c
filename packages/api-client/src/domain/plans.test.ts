import { describe, expect, it } from 'vitest';
import { planSchema } from '../schemas/billing';
import {
  annualPrice,
  fallbackPlanId,
  fallbackPlans,
  isLifetime,
  isUnlimitedMembers,
  isUnlimitedPosts,
  resolvePlan,
} from './plans';

const plan = (fields: Record<string, unknown>) => planSchema.parse({ name: 'Pro', price: 29, ...fields });

describe('plans', () => {
  it('prices a year at ten times the month when the server gives no annual price', () => {
    expect(annualPrice(plan({}))).toBe(290);
    expect(annualPrice(plan({ price: '9.99' }))).toBe(99.9);
    expect(annualPrice(plan({ price_annual: 250 }))).toBe(250);
    expect(annualPrice(plan({ price_annual: 0, price: 0 }))).toBe(0);
  });

  it("reads 'Lifetime' as forever", () => {
    expect(isLifetime('Lifetime')).toBe(true);
    expect(isLifetime('lifetime')).toBe(true);
    expect(isLifetime('monthly')).toBe(false);
    expect(isLifetime(null)).toBe(false);
  });

  it('counts 100 or more members and 200 or more posts a day as unlimited', () => {
    expect([isUnlimitedMembers(99), isUnlimitedMembers(100), isUnlimitedMembers(null)]).toEqual([false, true, false]);
    expect([isUnlimitedPosts(199), isUnlimitedPosts(200), isUnlimitedPosts(500)]).toEqual([false, true, true]);
  });

  it('gives plans without an id the fallback id of their name: Free 1, Pro 2, Business 3, Enterprise 4', () => {
    expect(['Free', 'pro', 'Business', 'ENTERPRISE', 'Starter'].map(fallbackPlanId)).toEqual([
      '1',
      '2',
      '3',
      '4',
      null,
    ]);
    expect(resolvePlan(plan({ name: 'Business' })).id).toBe('3');
    expect(resolvePlan(plan({ id: 17, name: 'Business' })).id).toBe('17');
  });

  it('resolves a plan with its annual price and unlimited flags', () => {
    expect(resolvePlan(plan({ max_team_members: 100, max_posts_per_day: 10, interval: 'Lifetime' }))).toMatchObject({
      id: '2',
      price_annual: 290,
      is_lifetime: true,
      has_unlimited_members: true,
      has_unlimited_posts: false,
    });
  });

  it('falls back to Free ($0), Pro ($29 / $290) and Enterprise ($99 / $990)', () => {
    expect(
      fallbackPlans.map((fallback) => [fallback.id, fallback.name, fallback.price, fallback.price_annual]),
    ).toEqual([
      ['1', 'Free', 0, 0],
      ['2', 'Pro', 29, 290],
      ['4', 'Enterprise', 99, 990],
    ]);
    const [free, pro, enterprise] = fallbackPlans;
    expect(free).toMatchObject({ max_assets: 1, max_team_members: 1, max_posts_per_day: 10 });
    expect(pro).toMatchObject({ max_assets: 5, max_team_members: 3, has_unlimited_posts: true });
    expect(enterprise).toMatchObject({ has_unlimited_members: true, has_unlimited_posts: true });
    expect(enterprise?.features).toEqual(expect.arrayContaining(['API access', 'White label']));
  });
});
