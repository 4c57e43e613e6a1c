import { apiPaths } from '../http/api-paths';
import type { Http } from '../http/create-http';
import { fallbacks } from '../http/messages';
import { pathTo } from '../http/path-to';
import { actionReplySchema, type ActionReply, type IdInput } from '../schemas/common';
import {
  addTeamPagesReplySchema,
  inviteDetailsSchema,
  teamDetailsSchema,
  teamListReplySchema,
  teamMembersReplySchema,
  teamPagesReplySchema,
  type AddTeamMemberRequest,
  type AddTeamPagesReply,
  type InviteDetails,
  type Team,
  type TeamDetails,
  type TeamMember,
  type TeamPage,
  type TeamPagePlatform,
} from '../schemas/team';
import { idList } from './shared';

/** GET /teams/list/. */
export async function list(http: Http): Promise<Team[]> {
  return http.request({
    method: 'get',
    path: pathTo(apiPaths.teams.list),
    reply: teamListReplySchema,
    fallback: fallbacks.teams.list,
  });
}

/** POST /teams/create-default/ (made when the list is empty; the list is fetched again after it). */
export async function createDefault(http: Http): Promise<ActionReply> {
  return http.request({
    method: 'post',
    path: pathTo(apiPaths.teams.createDefault),
    reply: actionReplySchema,
    fallback: fallbacks.teams.createDefault,
  });
}

/** POST /teams/create/. */
export async function create(http: Http, name: string): Promise<ActionReply> {
  return http.request({
    method: 'post',
    path: pathTo(apiPaths.teams.create),
    json: { name },
    reply: actionReplySchema,
    fallback: fallbacks.teams.create,
  });
}

/** GET /teams/{id}/getupdated/: the team's current details, fetched when switching to it. */
export async function details(http: Http, teamId: IdInput): Promise<TeamDetails> {
  return http.request({
    method: 'get',
    path: pathTo(apiPaths.teams.details, { id: teamId }),
    reply: teamDetailsSchema,
    fallback: fallbacks.teams.details,
  });
}

/** GET /teams/{id}/members/list/. */
export async function members(http: Http, teamId: IdInput): Promise<TeamMember[]> {
  return http.request({
    method: 'get',
    path: pathTo(apiPaths.teams.members, { id: teamId }),
    reply: teamMembersReplySchema,
    fallback: fallbacks.teams.members,
  });
}

/** POST /teams/{id}/members/add/. */
export async function addMember(http: Http, teamId: IdInput, body: AddTeamMemberRequest): Promise<ActionReply> {
  return http.request({
    method: 'post',
    path: pathTo(apiPaths.teams.addMember, { id: teamId }),
    json: { email: body.email, role: body.role },
    reply: actionReplySchema,
    fallback: fallbacks.teams.addMember,
  });
}

/** PATCH /teams/members/{id}/update/ with the role as an integer. */
export async function updateMember(http: Http, memberId: IdInput, role: number): Promise<ActionReply> {
  return http.request({
    method: 'patch',
    path: pathTo(apiPaths.teams.updateMember, { id: memberId }),
    json: { role: Math.trunc(role) },
    reply: actionReplySchema,
    fallback: fallbacks.teams.updateMember,
  });
}

/** DELETE /teams/members/{id}/delete/. */
export async function deleteMember(http: Http, memberId: IdInput): Promise<ActionReply> {
  return http.request({
    method: 'delete',
    path: pathTo(apiPaths.teams.deleteMember, { id: memberId }),
    reply: actionReplySchema,
    fallback: fallbacks.teams.deleteMember,
  });
}

/** GET /teams/invite-details/?invite_token&team_id. */
export async function inviteDetails(
  http: Http,
  query: { invite_token: string; team_id: IdInput },
): Promise<InviteDetails> {
  return http.request({
    method: 'get',
    path: pathTo(apiPaths.teams.inviteDetails),
    query: { invite_token: query.invite_token, team_id: String(query.team_id) },
    reply: inviteDetailsSchema,
    fallback: fallbacks.teams.inviteDetails,
  });
}

/**
 * GET /control-tower/teams/{id}/pages?platform. The reply (wrapped or bare, page fields flat or
 * under `page`) is normalised to `TeamPage`; a 409 rejects as a warning.
 */
export async function pages(http: Http, teamId: IdInput, platform: TeamPagePlatform = 'facebook'): Promise<TeamPage[]> {
  return http.request({
    method: 'get',
    path: pathTo(apiPaths.teams.pages, { id: teamId }),
    query: { platform },
    reply: teamPagesReplySchema,
    fallback: fallbacks.teams.pages,
    warnOnConflict: true,
  });
}

/** POST /control-tower/teams/{teamId}/pages with page_ids (a JSON array). */
export async function addPages(http: Http, teamId: IdInput, pageIds: readonly IdInput[]): Promise<AddTeamPagesReply> {
  return http.request({
    method: 'post',
    path: pathTo(apiPaths.teams.pages, { id: teamId }),
    json: { page_ids: idList(pageIds) },
    reply: addTeamPagesReplySchema,
    fallback: fallbacks.teams.addPages,
  });
}

/** DELETE /control-tower/teams/{teamId}/pages/{pageId}. */
export async function removePage(http: Http, teamId: IdInput, pageId: IdInput): Promise<ActionReply> {
  return http.request({
    method: 'delete',
    path: pathTo(apiPaths.teams.page, { id: teamId, pageId }),
    reply: actionReplySchema,
    fallback: fallbacks.teams.removePage,
  });
}

export const teamsEndpoints = {
  list,
  createDefault,
  create,
  details,
  members,
  addMember,
  updateMember,
  deleteMember,
  inviteDetails,
  pages,
  addPages,
  removePage,
};
