import { isApiError } from '@causeway/api-client';
import { fallbackPlans } from '@causeway/api-client/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';

export const billingKeys = {
  all: ['billing'] as const,
  plans: () => [...billingKeys.all, 'plans'] as const,
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
};
