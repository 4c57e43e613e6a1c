import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';
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
