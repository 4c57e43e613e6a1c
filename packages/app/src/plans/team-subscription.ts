import { isMissingTeamBilling } from '@causeway/api-client/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { teamScope } from '../teams/team-scope';

/** Everything billing knows of one team: invalidating it refetches every figure of the billing tab. */
export const teamBillingKey = (teamId: string) => [...teamScope(teamId), 'billing'] as const;

/**
 * Billing data follows the window's focus (accounts §4): a plan bought or a card saved in another
 * tab, or on the payment page, shows as soon as the person comes back, however recent the last
 * answer. A screen that mounts reads an answer under ten seconds old: the calls a signed-in load
 * starts ahead of its page (routes/signed-in-data.ts) are not made twice.
 */
export const followsFocus = { staleTime: 10_000, refetchOnWindowFocus: 'always' } as const;

export const subscriptionQueries = {
  /**
   * The team's subscription; none (null) when the server has no billing record for it: a 404 or
   * 400 (accounts §8), or an error saying 'No TeamBilling matches', which is not shown as one.
   * The billing tab, the billing banner and the plan lines read it.
   */
  details: (teamId: string) =>
    queryOptions({
      queryKey: [...teamBillingKey(teamId), 'subscription-details'] as const,
      queryFn: async () => {
        try {
          return await api.billing.subscriptionDetails(teamId);
        } catch (error) {
          if (isMissingTeamBilling(error)) return null;
          throw error;
        }
      },
      ...followsFocus,
    }),
};
