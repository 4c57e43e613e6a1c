import { describe, expect, it } from 'vitest';
import type { PlanCardModel } from './plan-card-model';
import { planFeatures } from './plan-features';

const plan = (fields: Partial<PlanCardModel>): Pick<PlanCardModel, 'limits' | 'includes' | 'interval'> => ({
  interval: 'monthly',
  limits: { teamMembers: 3, socialAccounts: 5, postsPerDay: 10 },
  includes: { scheduling: true, autoDelete: false, bulkDelete: false },
  ...fields,
});

describe('planFeatures', () => {
  it("lists a plan's limits and marks what it leaves out", () => {
    expect(planFeatures(plan({}))).toEqual([
      { text: '5 social accounts', included: true },
      { text: '10 posts per day', included: true },
      { text: 'Up to 3 team members', included: true },
      { text: 'Scheduled posts, stories and reels', included: true },
      { text: 'Auto delete after 30 days', included: false },
      { text: 'Bulk delete', included: false },
    ]);
  });

  it("reads one of a thing in the singular, one member as 'Single user', and unlimited limits", () => {
    const one = planFeatures(plan({ limits: { teamMembers: 1, socialAccounts: 1, postsPerDay: 1 } }));
    expect(one.slice(0, 3).map((line) => line.text)).toEqual(['1 social account', '1 post per day', 'Single user']);
    const unlimited = { teamMembers: 'unlimited', socialAccounts: 'unlimited', postsPerDay: 'unlimited' } as const;
    expect(
      planFeatures(plan({ limits: unlimited }))
        .slice(0, 3)
        .map((line) => line.text),
    ).toEqual(['Unlimited social accounts', 'Unlimited posts per day', 'Unlimited team members']);
  });

  it("says a 'Lifetime' plan is for life", () => {
    expect(planFeatures(plan({ interval: 'Lifetime' }))[0]).toEqual({ text: 'Lifetime access', included: true });
  });
});
