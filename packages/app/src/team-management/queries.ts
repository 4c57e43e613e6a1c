import type { AddTeamMemberRequest } from '@causeway/api-client/schemas';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { hasSession } from '../session/has-session';
import { teamScope } from '../teams/team-scope';
import { teamsKeys } from '../teams/queries';
import { teamPagesKeys } from '../teams/team-pages';

export const teamManagementKeys = {
  members: (teamId: string) => [...teamScope(teamId), 'members'] as const,
};

export const teamManagementQueries = {
  /** GET /teams/{id}/members/list/. */
  members: (teamId: string) =>
    queryOptions({
      queryKey: teamManagementKeys.members(teamId),
      queryFn: () => api.teams.members(teamId),
      enabled: hasSession,
    }),
};

export const teamManagementMutations = {
  /** POST /teams/create/; the header's switcher lists the new team at once (its list is fetched again). */
  createTeam: () =>
    mutationOptions({
      mutationFn: (name: string) => api.teams.create(name),
      onSuccess: (_reply, _name, _context, { client }) => client.invalidateQueries({ queryKey: teamsKeys.list() }),
    }),

  /** POST /teams/{id}/members/add/ with the role as a number. */
  addMember: (teamId: string) =>
    mutationOptions({
      mutationFn: (body: AddTeamMemberRequest) => api.teams.addMember(teamId, body),
      onSuccess: (_reply, _body, _context, { client }) =>
        client.invalidateQueries({ queryKey: teamManagementKeys.members(teamId) }),
    }),

  /** PATCH /teams/members/{id}/update/ with the role as an integer. */
  updateMember: (teamId: string) =>
    mutationOptions({
      mutationFn: ({ memberId, role }: { memberId: string; role: number }) => api.teams.updateMember(memberId, role),
      onSuccess: (_reply, _input, _context, { client }) =>
        client.invalidateQueries({ queryKey: teamManagementKeys.members(teamId) }),
    }),

  /** DELETE /teams/members/{id}/delete/. */
  deleteMember: (teamId: string) =>
    mutationOptions({
      mutationFn: (memberId: string) => api.teams.deleteMember(memberId),
      onSuccess: (_reply, _memberId, _context, { client }) =>
        client.invalidateQueries({ queryKey: teamManagementKeys.members(teamId) }),
    }),

  /**
   * DELETE /control-tower/teams/{teamId}/pages/{pageId}. The team's lists of pages are asked for
   * again, the publish forms' among them, so a removed page is offered nowhere.
   */
  removePage: (teamId: string) =>
    mutationOptions({
      mutationFn: (pageId: string) => api.teams.removePage(teamId, pageId),
      onSuccess: (_reply, _pageId, _context, { client }) =>
        Promise.all([
          client.invalidateQueries({ queryKey: teamPagesKeys.perPlatform(teamId) }),
          client.invalidateQueries({ queryKey: teamPagesKeys.facebook(teamId) }),
        ]),
    }),
};
