import type { PlanCardModel } from './plan-card-model';

/** The spec's fallback plans (accounts §9) as cards; for stories and tests. */
export const fallbackPlanCards: readonly PlanCardModel[] = [
  {
    id: '1',
    name: 'Free',
    monthlyPrice: 0,
    annualPrice: 0,
    interval: 'monthly',
    features: ['1 social account', '10 scheduled posts', 'Single user'],
  },
  {
    id: '2',
    name: 'Pro',
    monthlyPrice: 29,
    annualPrice: 290,
    interval: 'monthly',
    features: ['5 social accounts', 'Unlimited posts', 'Up to 3 team members'],
    isPopular: true,
  },
  {
    id: '4',
    name: 'Enterprise',
    monthlyPrice: 99,
    annualPrice: 990,
    interval: 'monthly',
    features: ['Unlimited social accounts', 'Unlimited team members', 'API access', 'White label'],
  },
];

export const lifetimePlanCard: PlanCardModel = {
  id: '5',
  name: 'Founder',
  monthlyPrice: 499,
  annualPrice: 4990,
  interval: 'Lifetime',
  description: 'Every Business feature, paid once.',
  features: ['10 social accounts', 'Unlimited posts', 'Up to 10 team members', 'Auto delete and bulk delete'],
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
    features: [
      '15 social accounts',
      'Unlimited posts',
      'Up to 20 team members',
      'Smart scheduling with a shared calendar across every connected page',
      'Auto delete after 30 days',
      'Bulk delete by time frame',
      'Priority support',
    ],
  },
  lifetimePlanCard,
];
