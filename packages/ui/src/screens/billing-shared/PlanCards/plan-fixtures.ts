import type { PlanCardModel } from './plan-card-model';

/** The spec's fallback plans (accounts §9) as cards; for stories and tests. */
export const fallbackPlanCards: readonly PlanCardModel[] = [
  {
    id: '1',
    name: 'Free',
    monthlyPrice: 0,
    annualPrice: 0,
    interval: 'monthly',
    limits: { teamMembers: 1, socialAccounts: 1, postsPerDay: 10 },
    includes: { scheduling: true, autoDelete: false, bulkDelete: false },
  },
  {
    id: '2',
    name: 'Pro',
    monthlyPrice: 29,
    annualPrice: 290,
    interval: 'monthly',
    limits: { teamMembers: 3, socialAccounts: 5, postsPerDay: 'unlimited' },
    includes: { scheduling: true, autoDelete: true, bulkDelete: true },
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
  },
];

export const lifetimePlanCard: PlanCardModel = {
  id: '5',
  name: 'Founder',
  monthlyPrice: 499,
  annualPrice: 4990,
  interval: 'Lifetime',
  description: 'Every Business feature, paid once.',
  limits: { teamMembers: 10, socialAccounts: 10, postsPerDay: 'unlimited' },
  includes: { scheduling: true, autoDelete: true, bulkDelete: true },
};

export const longPlanCards: readonly PlanCardModel[] = [
  ...fallbackPlanCards,
  {
    id: '3',
    name: 'Business',
    monthlyPrice: 59.99,
    annualPrice: 599.9,
    interval: 'monthly',
    description: 'For agencies running many brands with a team that posts every day of the week.',
    limits: { teamMembers: 20, socialAccounts: 15, postsPerDay: 'unlimited' },
    includes: { scheduling: true, autoDelete: true, bulkDelete: true },
  },
  lifetimePlanCard,
];
