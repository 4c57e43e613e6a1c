import { z } from 'zod/mini';
import { flagSchema, idSchema, orNull, textSchema } from './common';
import { teamSchema } from './team';

const token = z.string().check(z.minLength(1));

/** POST /users/login/ (public). */
export const loginRequestSchema = z.object({
  email: z.string().check(z.minLength(1)),
  password: z.string().check(z.minLength(1)),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginReplySchema = z.object({
  access_token: token,
  refresh_token: token,
  user_id: idSchema,
  email: z.string(),
});
export type LoginReply = z.infer<typeof loginReplySchema>;

/** POST /users/google/: the credential from Google sign-in; the product always sends remember_me false. */
export const googleLoginRequestSchema = z.object({ token: z.string().check(z.minLength(1)), remember_me: z.boolean() });
export type GoogleLoginRequest = z.infer<typeof googleLoginRequestSchema>;

export const googleUserSchema = z.object({
  id: idSchema,
  email: z.string(),
  first_name: textSchema,
  last_name: textSchema,
  is_email_verified: flagSchema(false),
});
export type GoogleUser = z.infer<typeof googleUserSchema>;

export const googleLoginReplySchema = z.object({
  access_token: token,
  refresh_token: token,
  user: googleUserSchema,
  access_token_expires_in: orNull(z.number()),
  refresh_token_expires_in: orNull(z.number()),
});
export type GoogleLoginReply = z.infer<typeof googleLoginReplySchema>;

/** POST /users/register/ (public). signup_method is always 1 (email); username carries the full name. */
export const registerRequestSchema = z.object({
  email: z.string().check(z.minLength(1)),
  password: z.string().check(z.minLength(1)),
  confirm_password: z.string().check(z.minLength(1)),
  signup_method: z.literal(1),
  username: z.string().check(z.minLength(1)),
  company_name: z.nullable(z.string()),
  invite_token: z.optional(z.string().check(z.minLength(1))),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/**
 * The registration reply comes in two spellings (`access`/`refresh` or `access_token`/`refresh_token`)
 * and may instead carry only a message; it is normalised to the `_token` names. Whether it carries
 * usable tokens or a message is decided by the endpoint ('Invalid response from server' otherwise).
 */
export const registerReplySchema = z.pipe(
  z.object({
    access: z.nullish(token),
    refresh: z.nullish(token),
    access_token: z.nullish(token),
    refresh_token: z.nullish(token),
    team_id: z.nullish(idSchema),
    // The team object is informational here; a shape the client does not know is dropped, not fatal.
    team: z.catch(z.nullish(teamSchema), null),
    message: z.nullish(z.string()),
  }),
  z.transform((reply) => ({
    access_token: reply.access_token ?? reply.access ?? null,
    refresh_token: reply.refresh_token ?? reply.refresh ?? null,
    team_id: reply.team_id ?? reply.team?.id ?? null,
    team: reply.team ?? null,
    message: reply.message ?? null,
  })),
);
export type RegisterReply = z.infer<typeof registerReplySchema>;

/** POST /users/logout/ and POST /users/token/refresh/ both send the stored refresh token. */
export const refreshTokenRequestSchema = z.object({ refresh_token: z.string().check(z.minLength(1)) });
export type RefreshTokenRequest = z.infer<typeof refreshTokenRequestSchema>;
export const logoutRequestSchema = refreshTokenRequestSchema;
export type LogoutRequest = RefreshTokenRequest;

/**
 * POST /users/token/refresh/ answers access_token and refresh_token. `access`/`refresh` are accepted
 * too; a reply without a new refresh token keeps the stored one (refresh_token null).
 */
export const refreshTokenReplySchema = z.pipe(
  z
    .object({
      access_token: z.nullish(token),
      access: z.nullish(token),
      refresh_token: z.nullish(token),
      refresh: z.nullish(token),
    })
    .check(z.refine((reply) => Boolean(reply.access_token ?? reply.access), { message: 'access_token is required' })),
  z.transform((reply) => ({
    access_token: reply.access_token ?? reply.access ?? '',
    refresh_token: reply.refresh_token ?? reply.refresh ?? null,
  })),
);
export type RefreshTokenReply = z.infer<typeof refreshTokenReplySchema>;

/** POST /users/change-password/. */
export const changePasswordRequestSchema = z.object({
  old_password: z.string().check(z.minLength(1)),
  new_password: z.string().check(z.minLength(1)),
  confirm_new_password: z.string().check(z.minLength(1)),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** POST /users/password/reset/ (public) and POST /users/resend-verification-email/. */
export const emailRequestSchema = z.object({ email: z.string().check(z.minLength(1)) });
export type EmailRequest = z.infer<typeof emailRequestSchema>;
export const passwordResetRequestSchema = emailRequestSchema;
export type PasswordResetRequest = EmailRequest;
export const resendVerificationRequestSchema = emailRequestSchema;
export type ResendVerificationRequest = EmailRequest;

/** POST /users/password/reset/confirm/ (public). */
export const passwordResetConfirmRequestSchema = z.object({
  uid: z.string().check(z.minLength(1)),
  token: z.string().check(z.minLength(1)),
  new_password: z.string().check(z.minLength(1)),
  re_new_password: z.string().check(z.minLength(1)),
});
export type PasswordResetConfirmRequest = z.infer<typeof passwordResetConfirmRequestSchema>;

/** POST /users/verify-email/. */
export const verifyEmailRequestSchema = z.object({
  uidb64: z.string().check(z.minLength(1)),
  token: z.string().check(z.minLength(1)),
});
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

/** GET /users/user/: the signed-in user's details, shown in settings, the header and the preview. */
export const userDetailsSchema = z.object({
  id: orNull(idSchema),
  username: textSchema,
  email: z.string(),
  company_name: orNull(z.string()),
  profile_picture: orNull(z.string()),
  is_email_verified: flagSchema(false),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

/**
 * PATCH /users/user/ is multipart with only the non-null fields; this schema validates the parts
 * (e.g. `Object.fromEntries(formData)` on the server side).
 */
export const updateUserFormSchema = z.object({
  username: z.optional(z.string()),
  company_name: z.optional(z.string()),
  profile_picture: z.optional(z.instanceof(Blob)),
});
export type UpdateUserForm = z.infer<typeof updateUserFormSchema>;
