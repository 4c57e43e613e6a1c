import { apiPaths } from '@causeway/api-client/paths';
import {
  addTeamMemberRequestSchema,
  addTeamPagesRequestSchema,
  createTeamRequestSchema,
  teamPagePlatforms,
  updateTeamMemberRequestSchema,
} from '@causeway/api-client/schemas';
import { http } from 'msw';
import { db, nextId } from '../db';
import { findPage, pagesOf, teamOf, teamsOf } from '../domain/access';
import { memberReply, teamPageLinks, teamPageReply } from '../domain/team-replies';
import { addMember, createTeam, defaultTeamName } from '../domain/teams';
import { findUserByEmail, isEmail } from '../domain/users';
import { route } from './support/api-request';
import { authed } from './support/auth';
import { param, query, type Info } from './support/context';
import { badRequest, created, invalid, noContent, notFound, ok } from './support/respond';
import { userJson, type UserContext } from './support/routes';
import { noTeam, teamFromPath } from './support/team';

const roles = new Set([1, 2, 3]);

function badRole(role: number) {
  return invalid({ role: [`"${role}" is not a valid choice.`] });
}

/** A member of one of the user's teams, by member id. */
function memberOfUsersTeam(context: UserContext) {
  const member = db.members.findFirst((q) => q.where({ id: param(context, 'id') }));
  return member && teamOf(context.user, member.team_id) ? member : undefined;
}

function pagesQuery(context: Info): Response | string {
  const platform = query(context, 'platform') ?? 'facebook';
  if (!(teamPagePlatforms as readonly string[]).includes(platform))
    return invalid({ platform: [`"${platform}" is not a valid choice.`] });
  return platform;
}

export const teamsHandlers = [
  http.get(
    route(apiPaths.teams.list),
    authed(({ user }) => ok(teamsOf(user).map((team) => ({ id: team.id, name: team.name })))),
  ),

  http.post(
    route(apiPaths.teams.createDefault),
    authed(async ({ user }) => {
      const existing = teamsOf(user)[0];
      if (existing) return ok({ message: 'You already have a team.', team: { id: existing.id, name: existing.name } });
      const team = await createTeam(user, defaultTeamName(user));
      return created({ message: 'Default team created.', team: { id: team.id, name: team.name } });
    }),
  ),

  http.post(
    route(apiPaths.teams.create),
    userJson(createTeamRequestSchema, async ({ body, user }) => {
      if (body.name.length > 50) return invalid({ name: ['Ensure this field has no more than 50 characters.'] });
      if (teamsOf(user).some((team) => team.name.toLowerCase() === body.name.toLowerCase())) {
        return invalid({ name: ['You already have a team with this name.'] });
      }
      const team = await createTeam(user, body.name);
      return created({ id: team.id, name: team.name, message: 'Team created successfully.' });
    }),
  ),

  http.get(
    route(apiPaths.teams.details),
    authed(
      teamFromPath('id', ({ team }) => ok({ id: team.id, name: team.name, created_by_email: team.created_by_email })),
    ),
  ),

  http.get(
    route(apiPaths.teams.members),
    authed(
      teamFromPath('id', ({ team }) =>
        ok(db.members.findMany((q) => q.where({ team_id: team.id }), { orderBy: { id: 'asc' } }).map(memberReply)),
      ),
    ),
  ),

  http.post(
    route(apiPaths.teams.addMember),
    userJson(addTeamMemberRequestSchema, async (context) => {
      const team = teamOf(context.user, param(context, 'id'));
      if (!team) return notFound(noTeam);
      const { email, role } = context.body;
      if (!isEmail(email)) return invalid({ email: ['Enter a valid email address.'] });
      if (!roles.has(role)) return badRole(role);
      const taken = db.members.findFirst((q) =>
        q.where({ team_id: team.id, user_email: (value) => value.toLowerCase() === email.trim().toLowerCase() }),
      );
      if (taken) return badRequest('This user is already a member of this team.');
      const user = findUserByEmail(email);
      if (user) {
        await addMember(team, user, role);
        return created({ message: `${user.username} was added to ${team.name}.` });
      }
      // Someone without an account yet: an invitation, shown as an inactive member until they sign up.
      await db.members.create({
        id: nextId(db.members.all(), 101),
        team_id: team.id,
        user_id: null,
        user_name: '',
        user_email: email.trim(),
        role,
        is_active: false,
        profile_picture: null,
        permissions: [],
      });
      return created({ message: `Invitation sent to ${email.trim()}.` });
    }),
  ),

  http.patch(
    route(apiPaths.teams.updateMember),
    userJson(updateTeamMemberRequestSchema, async (context) => {
      const member = memberOfUsersTeam(context);
      if (!member) return notFound('No TeamMember matches the given query.');
      if (!roles.has(context.body.role)) return badRole(context.body.role);
      const team = db.teams.findFirst((q) => q.where({ id: member.team_id }));
      if (member.user_id !== null && member.user_id === team?.owner_id)
        return badRequest("The team owner's role cannot be changed.");
      const updated = await db.members.update((q) => q.where({ id: member.id }), {
        data(draft) {
          draft.role = context.body.role;
        },
      });
      return ok({ message: 'Member role updated.', ...memberReply(updated ?? member) });
    }),
  ),

  http.delete(
    route(apiPaths.teams.deleteMember),
    authed((context) => {
      const member = memberOfUsersTeam(context);
      if (!member) return notFound('No TeamMember matches the given query.');
      const team = db.teams.findFirst((q) => q.where({ id: member.team_id }));
      if (member.user_id !== null && member.user_id === team?.owner_id)
        return badRequest('The team owner cannot be removed.');
      db.members.delete((q) => q.where({ id: member.id }));
      return noContent();
    }),
  ),

  // Read on the registration page, before the invited person has an account: no token needed.
  http.get(route(apiPaths.teams.inviteDetails), (context) => {
    const token = query(context, 'invite_token');
    const teamId = query(context, 'team_id');
    if (!token || !teamId) {
      return invalid({
        ...(token ? {} : { invite_token: ['This field is required.'] }),
        ...(teamId ? {} : { team_id: ['This field is required.'] }),
      });
    }
    const invite = db.invites.findFirst((q) => q.where({ token, team_id: teamId }));
    const team = invite && db.teams.findFirst((q) => q.where({ id: invite.team_id }));
    const inviter = invite && db.users.findFirst((q) => q.where({ id: invite.inviter_id }));
    if (!team || !inviter) return notFound('Invitation not found or expired.');
    return ok({ inviter_name: inviter.username, team_name: team.name });
  }),

  http.get(
    route(apiPaths.teams.pages),
    authed(
      teamFromPath('id', (context) => {
        const platform = pagesQuery(context);
        if (platform instanceof Response) return platform;
        return ok({
          pages: teamPageLinks(context.team.id, platform).map(({ link, page }) => teamPageReply(link, page)),
        });
      }),
    ),
  ),

  http.post(
    route(apiPaths.teams.pages),
    userJson(addTeamPagesRequestSchema, async (context) => {
      const team = teamOf(context.user, param(context, 'id'));
      if (!team) return notFound(noTeam);
      const own = new Set(pagesOf(context.user).map((page) => page.id));
      const pages = context.body.page_ids.map((id) => findPage(id));
      const unknown = context.body.page_ids.filter((_, index) => !pages[index] || !own.has(pages[index]?.id ?? ''));
      if (unknown.length > 0) return invalid({ page_ids: unknown.map((id) => `Invalid page id "${id}".`) });
      const added = [];
      for (const page of pages) {
        if (!page || db.teamPages.findFirst((q) => q.where({ team_id: team.id, page_id: page.id }))) continue;
        await db.teamPages.create({
          id: nextId(db.teamPages.all(), 301),
          team_id: team.id,
          page_id: page.id,
          platform: page.platform,
          is_active: true,
        });
        added.push(page);
      }
      const first = added[0];
      if (!first) return badRequest('This page is already added to the team.');
      return created({
        message: `${first.name} added to ${team.name}.`,
        page: { id: first.id, page_id: first.page_id, name: first.name },
      });
    }),
  ),

  http.delete(
    route(apiPaths.teams.page),
    authed(
      teamFromPath('id', (context) => {
        const pageId = param(context, 'pageId');
        const page = findPage(pageId);
        const link = db.teamPages.findFirst((q) =>
          q.where({ team_id: context.team.id, id: pageId }).or({ team_id: context.team.id, page_id: page?.id ?? '' }),
        );
        if (!link) return notFound('This page is not part of the team.');
        const linked = db.pages.findFirst((q) => q.where({ id: link.page_id }));
        db.teamPages.delete((q) => q.where({ id: link.id }));
        return ok({ message: `${linked?.name ?? 'Page'} removed from ${context.team.name}.` });
      }),
    ),
  ),
];
