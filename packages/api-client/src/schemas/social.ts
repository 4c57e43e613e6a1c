import { z } from 'zod/mini';
import { flagSchema, idSchema, listReply, orNull, textSchema } from './common';

/** A page reference inside a linked account's `connected_pages` (publishing maps a page to its account by it). */
export const connectedPageSchema = z.object({
  id: idSchema,
  page_id: orNull(idSchema),
  name: orNull(z.string()),
});
export type ConnectedPage = z.infer<typeof connectedPageSchema>;

/**
 * A linked social account as the server sends it. The product's view of it (email from
 * `facebook_email`, platform default Facebook, days until expiry never below 0) is made by
 * `domain/social-account`.
 */
export const socialAccountSchema = z.object({
  id: idSchema,
  account_id: orNull(idSchema),
  account_name: textSchema,
  facebook_email: orNull(z.string()),
  account_email: orNull(z.string()),
  platform: orNull(z.string()),
  expires_at: orNull(z.string()),
  days_until_expiry: orNull(z.number()),
  connected_pages: z.pipe(
    z.nullish(z.array(connectedPageSchema)),
    z.transform((pages) => pages ?? []),
  ),
});
export type SocialAccountRecord = z.infer<typeof socialAccountSchema>;

/** GET /control-tower/social-accounts: a bare list or `{results}` / `{accounts}`. */
export const socialAccountsReplySchema = listReply(socialAccountSchema, ['results', 'accounts']);

/** A page of a linked account: `page_id` falls back to `id` when the server sends only one. */
export const accountPageSchema = z.pipe(
  z.object({
    id: idSchema,
    page_id: z.nullish(idSchema),
    name: z.string(),
    category: orNull(z.string()),
    is_active: flagSchema(false),
  }),
  z.transform((page) => ({ ...page, page_id: page.page_id ?? page.id })),
);
export type AccountPage = z.infer<typeof accountPageSchema>;

/** GET /control-tower/social-accounts/{id}/pages?platform: a bare list or `{pages}` / `{results}`. */
export const accountPagesReplySchema = listReply(accountPageSchema, ['pages', 'results']);

/**
 * POST /control-tower/social-accounts/connect/facebook: the user access token from Facebook Login
 * (scopes email, pages_manage_posts, pages_read_engagement).
 */
export const connectFacebookRequestSchema = z.object({ access_token: z.string().check(z.minLength(1)) });
export type ConnectFacebookRequest = z.infer<typeof connectFacebookRequestSchema>;

/** The scopes the provider's login is asked for. */
export const facebookLoginScopes = ['email', 'pages_manage_posts', 'pages_read_engagement'] as const;
