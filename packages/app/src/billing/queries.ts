import { isApiError } from '@causeway/api-client';
import { fallbackPlans } from '@causeway/api-client/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { teamScope } from '../teams/team-scope';

export const billingKeys = {
  all: ['billing'] as const,
  plans: () => [...billingKeys.all, 'plans'] as const,
  subscriptionDetails: (teamId: string) => [...teamScope(teamId), 'billing', 'subscription-details'] as const,
};

export const billingQueries = {
  /**
   * The plan list. A reply that cannot be read gives the spec's fallback plans (accounts §9); a
   * failed request stays an error ('Unable to Load Plans'), an empty list is 'No Plans Available'.
   */
  plans: () =>
    queryOptions({
      queryKey: billingKeys.plans(),
      queryFn: async () => {
        try {
          return await api.billing.plans();
        } catch (error) {
          if (isApiError(error) && error.kind === 'invalid-reply') return [...fallbackPlans];
          throw error;
        }
      },
    }),

  /** The team's subscription; none (null) when the server has no billing record for it (accounts §8). */
  subscriptionDetails: (teamId: string) =>
    queryOptions({
      queryKey: billingKeys.subscriptionDetails(teamId),
      queryFn: () => api.billing.subscriptionDetails(teamId),
      // Billing data follows the window's focus (accounts §4): a plan bought in another tab shows.
      staleTime: 0,
      refetchOnWindowFocus: true,
    }),
};
