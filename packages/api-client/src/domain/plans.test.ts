import { describe, expect, it } from 'vitest';
import { planSchema } from '../schemas/billing';
import {
  annualPrice,
  fallbackPlanId,
  fallbackPlans,
  isLifetime,
  isUnlimitedMembers,
  isUnlimitedPosts,
  limitLeft,
  planLimits,
  planNamed,
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
    expect([isUnlimitedMembers(99), isUnlimitedMembers(100)]).toEqual([false, true]);
    expect([isUnlimitedPosts(199), isUnlimitedPosts(200), isUnlimitedPosts(500)]).toEqual([false, true, true]);
  });

  it("reads a plan's caps as limits: numbers, unlimited past the thresholds or when unset", () => {
    expect(planLimits(plan({ max_team_members: 3, max_assets: 5, max_posts_per_day: 10 }))).toEqual({
      team_members: 3,
      social_accounts: 5,
      posts_per_day: 10,
    });
    expect(planLimits(plan({ max_team_members: 100, max_assets: 500, max_posts_per_day: 200 }))).toEqual({
      team_members: 'unlimited',
      social_accounts: 500,
      posts_per_day: 'unlimited',
    });
    expect(planLimits(plan({}))).toEqual({
      team_members: 'unlimited',
      social_accounts: 'unlimited',
      posts_per_day: 'unlimited',
    });
  });

  it('finds the plan a subscription names, whatever its case or spacing', () => {
    const plans = [resolvePlan(plan({ name: 'Free' })), resolvePlan(plan({ name: 'Pro' }))];
    expect(planNamed(plans, ' pro ')?.name).toBe('Pro');
    expect(planNamed(plans, 'Studio')).toBeUndefined();
  });

  it('counts what is left of a limit, never below 0', () => {
    expect([limitLeft(3, 2), limitLeft(3, 5), limitLeft('unlimited', 40)]).toEqual([1, 0, 'unlimited']);
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
      limits: { team_members: 'unlimited', posts_per_day: 10 },
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
    expect(pro).toMatchObject({ max_assets: 5, max_team_members: 3, limits: { posts_per_day: 'unlimited' } });
    expect(enterprise?.limits).toEqual({
      team_members: 'unlimited',
      social_accounts: 'unlimited',
      posts_per_day: 'unlimited',
    });
    expect(enterprise?.description).toBe('With API access and white label.');
  });
});
