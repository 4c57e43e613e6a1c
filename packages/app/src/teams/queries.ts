import type { Team } from '@causeway/api-client/schemas';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { billingQueries } from '../billing/queries';
import { hasSession } from '../session/has-session';

export const teamsKeys = {
  all: ['teams'] as const,
  list: () => [...teamsKeys.all, 'list'] as const,
  invite: (inviteToken: string | null, teamId: string | null) =>
    [...teamsKeys.all, 'invite', inviteToken, teamId] as const,
};

export const teamsQueries = {
  /** The user's teams; an empty list gets a default team made, then is fetched again (accounts §4). */
  list: () =>
    queryOptions({
      queryKey: teamsKeys.list(),
      queryFn: async () => {
        const teams = await api.teams.list();
        if (teams.length > 0) return teams;
        await api.teams.createDefault();
        return api.teams.list();
      },
      enabled: hasSession,
    }),

  /** Who invited the person signing up, and to which team (registration with `invite_token` and `team_id`). */
  invite: (inviteToken: string | null, teamId: string | null) =>
    queryOptions({
      queryKey: teamsKeys.invite(inviteToken, teamId),
      queryFn: () => api.teams.inviteDetails({ invite_token: inviteToken ?? '', team_id: teamId ?? '' }),
      enabled: Boolean(inviteToken && teamId),
      // An invitation that does not check out only leaves the sign-up form without its greeting.
      retry: false,
    }),
};

export const teamsMutations = {
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
