import type { Team } from '@causeway/api-client/schemas';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../api';
import { billingQueries } from '../billing/queries';

export const shellMutations = {
  /**
   * Switching team (accounts §4): the team's current details ('Failed to switch team' when they
   * cannot be had) become the active team. The new team's subscription is asked for alongside, so
   * the billing banner is right the moment the switch lands; its failure does not stop the switch.
   */
  switchTeam: () =>
    mutationOptions({
      mutationFn: async (teamId: string, { client }): Promise<Team> => {
        const [details] = await Promise.all([
          api.teams.details(teamId),
          client.prefetchQuery(billingQueries.subscriptionDetails(teamId)),
        ]);
        return { id: details.id, name: details.name };
      },
    }),
};
