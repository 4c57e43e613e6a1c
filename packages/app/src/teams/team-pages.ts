import type { TeamPagePlatform } from '@causeway/api-client/schemas';
import { partialMatchKey, queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { pagesOrWarning } from '../lib/pages-or-warning';
import { hasSession } from '../session/has-session';
import { teamScope } from './team-scope';

/**
 * The lists of a team's pages (GET /control-tower/teams/{id}/pages): the team's Facebook pages, as
 * the publish forms, bulk delete, publish history, Manage Social Account and token health read
 * them, and Team Management's list per platform.
 */
export const teamPagesKeys = {
  facebook: (teamId: string) => [...teamScope(teamId), 'pages', 'facebook'] as const,
  perPlatform: (teamId: string) => [...teamScope(teamId), 'team-pages'] as const,
  platform: (teamId: string, platform: TeamPagePlatform) => [...teamPagesKeys.perPlatform(teamId), platform] as const,
};

export const teamPagesQueries = {
  /**
   * The team's Facebook pages. A 409 is a warning, not an error (publishing §4): the form says so
   * and offers what it has (none).
   */
  facebook: (teamId: string) =>
    queryOptions({
      queryKey: teamPagesKeys.facebook(teamId),
      queryFn: () => pagesOrWarning(() => api.teams.pages(teamId, 'facebook')),
      enabled: hasSession,
    }),

  /**
   * GET /control-tower/teams/{id}/pages?platform. A 409 is a warning, not an error (accounts §8):
   * the list is then empty and the warning says why.
   */
  platform: (teamId: string, platform: TeamPagePlatform) =>
    queryOptions({
      queryKey: teamPagesKeys.platform(teamId, platform),
      queryFn: () => pagesOrWarning(() => api.teams.pages(teamId, platform)),
      enabled: hasSession,
    }),
};

/**
 * Every list of a team's pages, for one team or for every team: they change when a page is added to
 * a team, or when a page or an account with pages goes.
 */
export function invalidateTeamPages(client: QueryClient, teamId?: string): Promise<void> {
  return client.invalidateQueries({
    predicate: ({ queryKey }) => {
      const id = String(queryKey[1]);
      if (queryKey[0] !== 'team' || (teamId !== undefined && id !== teamId)) return false;
      return [teamPagesKeys.facebook(id), teamPagesKeys.perPlatform(id)].some((list) =>
        partialMatchKey(queryKey, list),
      );
    },
  });
}
