import { isApiError } from '@causeway/api-client';
import { fallbackPlans } from '@causeway/api-client/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';

/** The plans on offer, the same for every team: the public pricing page and Purchase Plan list them. */
export const planKeys = {
  all: ['billing', 'plans'] as const,
};

export const planQueries = {
  /**
   * The plan list. A reply that cannot be read gives the spec's fallback plans (accounts §9); a
   * failed request stays an error ('Unable to Load Plans'), an empty list is 'No Plans Available'.
   */
  list: () =>
    queryOptions({
      queryKey: planKeys.all,
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
