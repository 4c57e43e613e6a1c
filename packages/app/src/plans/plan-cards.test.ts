import { fallbackPlans, resolvePlan } from '@causeway/api-client/domain';
import { describe, expect, it } from 'vitest';
import { toPlanCards } from './plan-cards';

describe('toPlanCards', () => {
  it('shows the fallback plans (accounts §9) as three cards with their prices and what they allow', () => {
    expect(toPlanCards(fallbackPlans)).toEqual([
      {
        id: '1',
        name: 'Free',
        monthlyPrice: 0,
        annualPrice: 0,
        interval: 'monthly',
        description: null,
        limits: { teamMembers: 1, socialAccounts: 1, postsPerDay: 10 },
        includes: { scheduling: true, autoDelete: false, bulkDelete: false },
        isCurrent: false,
        isPopular: false,
      },
      {
        id: '2',
        name: 'Pro',
        monthlyPrice: 29,
        annualPrice: 290,
        interval: 'monthly',
        description: null,
        limits: { teamMembers: 3, socialAccounts: 5, postsPerDay: 'unlimited' },
        includes: { scheduling: true, autoDelete: true, bulkDelete: true },
        isCurrent: false,
        isPopular: true,
      },
      {
        id: '4',
        name: 'Enterprise',
        monthlyPrice: 99,
        annualPrice: 990,
        interval: 'monthly',
        description: 'With API access and white label.',
        limits: { teamMembers: 'unlimited', socialAccounts: 'unlimited', postsPerDay: 'unlimited' },
        includes: { scheduling: true, autoDelete: true, bulkDelete: true },
        isCurrent: false,
        isPopular: false,
      },
    ]);
  });

  it("marks the team's current plan, whatever the case or spacing of its name", () => {
    const cards = toPlanCards(fallbackPlans, '  PRO ');
    expect(cards.filter((card) => card.isCurrent).map((card) => card.name)).toEqual(['Pro']);
  });

  it("marks no plan current for 'no active plan' or none", () => {
    expect(toPlanCards(fallbackPlans, 'no active plan').some((card) => card.isCurrent)).toBe(false);
    expect(toPlanCards(fallbackPlans, null).some((card) => card.isCurrent)).toBe(false);
  });

  it('leaves out a plan that has no id and no known name', () => {
    const plan = (name: string) =>
      resolvePlan({
        id: null,
        name,
        price: 15,
        price_annual: null,
        interval: 'monthly',
        description: null,
        max_team_members: 5,
        max_assets: 5,
        max_posts_per_day: 50,
        includes_scheduling: true,
        includes_auto_delete: false,
        includes_bulk_delete: false,
        is_active: true,
      });
    const cards = toPlanCards([plan('Business'), plan('Studio')]);
    // Business takes its fallback id (3) and the annual price of ten months.
    expect(cards).toEqual([expect.objectContaining({ id: '3', name: 'Business', annualPrice: 150 })]);
  });
});
