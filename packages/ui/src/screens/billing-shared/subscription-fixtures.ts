import type { SubscriptionState, TeamSubscription } from './team-subscription';

/** The demo team's plan as the mocks seed it: Pro, monthly, renewing; for stories and tests. */
export const proSubscription: TeamSubscription = {
  planName: 'Pro',
  price: 29,
  interval: 'monthly',
  status: 'active',
  isActive: true,
  isOnTrial: false,
  isCancelled: false,
  autoRenew: true,
  // Midday UTC: the same calendar day in every zone a story runs in.
  periodEnd: '2026-03-12T12:00:00Z',
};

export const cancelledSubscription: TeamSubscription = { ...proSubscription, isCancelled: true, autoRenew: false };

export const trialSubscription: TeamSubscription = {
  ...proSubscription,
  planName: 'Business',
  price: 59,
  isOnTrial: true,
  periodEnd: '2026-02-26T12:00:00Z',
};

export const annualSubscription: TeamSubscription = { ...proSubscription, price: 290, interval: 'annual' };

export const freeSubscription: TeamSubscription = {
  ...proSubscription,
  planName: 'Free',
  price: 0,
  interval: 'Lifetime',
  autoRenew: false,
  periodEnd: null,
};

export const subscriptionStates = {
  pro: { status: 'ready', subscription: proSubscription },
  cancelled: { status: 'ready', subscription: cancelledSubscription },
  trial: { status: 'ready', subscription: trialSubscription },
  none: { status: 'ready', subscription: null },
  loading: { status: 'loading', subscription: null },
  failed: { status: 'error', subscription: null, errorMessage: 'Failed to fetch subscription details' },
} satisfies Record<string, SubscriptionState>;
