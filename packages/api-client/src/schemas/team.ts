import { z } from 'zod/mini';
import { flagSchema, idListSchema, idSchema, intSchema, listReply, orNull, textSchema } from './common';

/** A team: id and name are what the product uses (and what is stored as the active team). */
export const teamSchema = z.object({ id: idSchema, name: z.string() });
export type Team = z.infer<typeof teamSchema>;

/** GET /teams/list/: a bare list, or one wrapped in `results` / `teams`. */
export const teamListReplySchema = listReply(teamSchema, ['results', 'teams']);

/** GET /teams/{id}/getupdated/ also returns who created the team. */
export const teamDetailsSchema = z.extend(teamSchema, { created_by_email: orNull(z.string()) });
export type TeamDetails = z.infer<typeof teamDetailsSchema>;

/** POST /teams/create/. */
export const createTeamRequestSchema = z.object({ name: z.string().check(z.trim(), z.minLength(1)) });
export type CreateTeamRequest = z.infer<typeof createTeamRequestSchema>;

/** Roles are numeric: 1 Owner, 2 Admin, 3 Member (any other value is shown as Member). */
export const roleSchema = intSchema;
export type Role = z.infer<typeof roleSchema>;

/** GET /teams/{id}/members/list/ items. */
export const teamMemberSchema = z.object({
  id: idSchema,
  user_id: orNull(idSchema),
  user_name: textSchema,
  user_email: z.string(),
  role: roleSchema,
  is_active: flagSchema(false),
  profile_picture: orNull(z.string()),
  permissions: z.optional(z.unknown()),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const teamMembersReplySchema = listReply(teamMemberSchema, ['results', 'members']);

/** POST /teams/{id}/members/add/. */
export const addTeamMemberRequestSchema = z.object({ email: z.string().check(z.minLength(1)), role: z.int() });
export type AddTeamMemberRequest = z.infer<typeof addTeamMemberRequestSchema>;

/** PATCH /teams/members/{id}/update/: the role goes out as an integer. */
export const updateTeamMemberRequestSchema = z.object({ role: z.int() });
export type UpdateTeamMemberRequest = z.infer<typeof updateTeamMemberRequestSchema>;

/** GET /teams/invite-details/?invite_token&team_id. */
export const inviteDetailsSchema = z.object({ inviter_name: textSchema, team_name: textSchema });
export type InviteDetails = z.infer<typeof inviteDetailsSchema>;

export const teamPagePlatforms = ['facebook', 'instagram', 'tiktok'] as const;
export const teamPagePlatformSchema = z.enum(teamPagePlatforms);
export type TeamPagePlatform = z.infer<typeof teamPagePlatformSchema>;

const wrappedPageSchema = z.object({
  id: z.nullish(idSchema),
  page_id: z.nullish(idSchema),
  name: z.nullish(z.string()),
  category: z.nullish(z.string()),
});

/**
 * A page of a team. The server sends either `{id, page: {name, category}, …}` or the fields directly,
 * and the page's own id as `page_id` or only as `id`. Normalised to one flat shape:
 * `id` (the team-page record, or the page when there is no separate record), `page_id` (the page,
 * used in `page_ids` when publishing), `name`, `category`, `is_active`, `platform`.
 */
export const teamPageSchema = z.pipe(
  z
    .object({
      id: z.nullish(idSchema),
      page_id: z.nullish(idSchema),
      page: z.nullish(wrappedPageSchema),
      name: z.nullish(z.string()),
      category: z.nullish(z.string()),
      is_active: flagSchema(false),
      platform: z.nullish(z.string()),
    })
    .check(
      z.refine((page) => Boolean(page.id ?? page.page_id ?? page.page?.page_id ?? page.page?.id), {
        message: 'a team page needs an id',
      }),
      z.refine((page) => typeof (page.page?.name ?? page.name) === 'string', { message: 'a team page needs a name' }),
    ),
  z.transform((page) => {
    const pageId = page.page_id ?? page.page?.page_id ?? page.page?.id ?? page.id ?? '';
    return {
      id: page.id ?? pageId,
      page_id: pageId,
      name: page.page?.name ?? page.name ?? '',
      category: page.page?.category ?? page.category ?? null,
      is_active: page.is_active,
      platform: page.platform ?? null,
    };
  }),
);
export type TeamPage = z.infer<typeof teamPageSchema>;

/** GET /control-tower/teams/{id}/pages?platform: a pages list (`{pages: […]}`) or a bare list. */
export const teamPagesReplySchema = listReply(teamPageSchema, ['pages', 'results']);

/** POST /control-tower/teams/{teamId}/pages. */
export const addTeamPagesRequestSchema = z.object({
  page_ids: z.pipe(idListSchema, z.array(z.string()).check(z.minLength(1))),
});
export type AddTeamPagesRequest = z.infer<typeof addTeamPagesRequestSchema>;

/** The add-pages reply: the screens read `page.name` (and a message when present). */
export const addTeamPagesReplySchema = z.pipe(
  z.unknown(),
  z.transform((body) => {
    const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const page =
      typeof record.page === 'object' && record.page !== null ? (record.page as Record<string, unknown>) : {};
    return {
      page_name: typeof page.name === 'string' ? page.name : null,
      message: typeof record.message === 'string' ? record.message : null,
    };
  }),
);
export type AddTeamPagesReply = z.infer<typeof addTeamPagesReplySchema>;
