import { ApiError } from '../http/api-error';
import { apiPaths } from '../http/api-paths';
import type { Tokens } from '../http/auth';
import type { Http } from '../http/create-http';
import { fallbacks, googleLoginMessages, loginMessages, registerMessages, requestMessages } from '../http/messages';
import { pathTo } from '../http/path-to';
import { actionReplySchema, type ActionReply, type IdInput } from '../schemas/common';
import {
  googleLoginReplySchema,
  loginReplySchema,
  registerReplySchema,
  userDetailsSchema,
  type ChangePasswordRequest,
  type GoogleLoginReply,
  type LoginReply,
  type LoginRequest,
  type PasswordResetConfirmRequest,
  type RegisterReply,
  type UserDetails,
  type VerifyEmailRequest,
} from '../schemas/user';
import { describeGoogleLoginFailure, describeLoginFailure, describeRegisterFailure } from './catalogue';
import { formData } from './shared';

/** What registration sends; signup_method (always 1) is added by the client. */
export interface RegisterInput {
  email: string;
  password: string;
  confirm_password: string;
  /** The full name. */
  username: string;
  /** Empty or missing goes out as null. */
  company_name?: string | null;
  invite_token?: string | null;
}

/** PATCH /users/user/ sends only the fields given and not null. */
export interface UpdateUserInput {
  username?: string | null;
  company_name?: string | null;
  profile_picture?: Blob | null;
}

/** POST /users/login/ (public). Stores both tokens on success. */
export async function login(http: Http, body: LoginRequest): Promise<LoginReply> {
  const reply = await http.request({
    method: 'post',
    path: pathTo(apiPaths.users.login),
    json: body,
    auth: 'public',
    reply: loginReplySchema,
    fallback: loginMessages.fallback,
    describe: describeLoginFailure,
  });
  http.tokens.setTokens({ access: reply.access_token, refresh: reply.refresh_token });
  return reply;
}

/** POST /users/google/ with the Google credential and remember_me false. Stores both tokens. */
export async function googleLogin(http: Http, credential: string): Promise<GoogleLoginReply> {
  const reply = await http.request({
    method: 'post',
    path: pathTo(apiPaths.users.googleLogin),
    json: { token: credential, remember_me: false },
    reply: googleLoginReplySchema,
    fallback: googleLoginMessages.fallback,
    describe: describeGoogleLoginFailure,
  });
  http.tokens.setTokens({ access: reply.access_token, refresh: reply.refresh_token });
  return reply;
}

/**
 * POST /users/register/ (public). A reply with tokens (either spelling) stores them; a reply with
 * only a message is handed on as is; a reply with neither rejects with 'Invalid response from server'.
 */
export async function register(http: Http, input: RegisterInput): Promise<RegisterReply> {
  const companyName = input.company_name?.trim() ? input.company_name : null;
  const reply = await http.request({
    method: 'post',
    path: pathTo(apiPaths.users.register),
    json: {
      email: input.email,
      password: input.password,
      confirm_password: input.confirm_password,
      signup_method: 1,
      username: input.username,
      company_name: companyName,
      ...(input.invite_token ? { invite_token: input.invite_token } : {}),
    },
    auth: 'public',
    reply: registerReplySchema,
    fallback: registerMessages.fallback,
    describe: describeRegisterFailure,
  });
  if (reply.access_token && reply.refresh_token) {
    http.tokens.setTokens({ access: reply.access_token, refresh: reply.refresh_token });
    return reply;
  }
  if (reply.message) return reply;
  throw new ApiError({ kind: 'invalid-reply', message: registerMessages.invalidReply, status: 200, data: reply });
}

/**
 * POST /users/logout/ with the stored refresh token. Both tokens are removed whatever the server
 * answers (the product signs out even when the call fails); without a refresh token there is
 * nothing to revoke and no call is made.
 */
export async function logout(http: Http): Promise<ActionReply> {
  const refreshToken = http.tokens.getRefreshToken();
  try {
    if (!refreshToken) return { message: null };
    return await http.request({
      method: 'post',
      path: pathTo(apiPaths.users.logout),
      json: { refresh_token: refreshToken },
      reply: actionReplySchema,
      fallback: fallbacks.users.logout,
    });
  } finally {
    http.tokens.clear();
  }
}

/** POST /users/token/refresh/: the same single refresh the client runs on a 401 (shared if one is running). */
export async function refreshToken(http: Http): Promise<Tokens> {
  const access = await http.auth.refreshNow();
  return { access, refresh: http.tokens.getRefreshToken() ?? '' };
}

export async function changePassword(http: Http, body: ChangePasswordRequest): Promise<ActionReply> {
  return http.request({
    method: 'post',
    path: pathTo(apiPaths.users.changePassword),
    json: body,
    reply: actionReplySchema,
    fallback: fallbacks.users.changePassword,
  });
}

/** POST /users/password/reset/ (public). */
export async function requestPasswordReset(http: Http, email: string): Promise<ActionReply> {
  return http.request({
    method: 'post',
    path: pathTo(apiPaths.users.requestPasswordReset),
    json: { email },
    auth: 'public',
    reply: actionReplySchema,
    fallback: fallbacks.users.requestPasswordReset,
  });
}

/** POST /users/password/reset/confirm/ (public). */
export async function confirmPasswordReset(http: Http, body: PasswordResetConfirmRequest): Promise<ActionReply> {
  return http.request({
    method: 'post',
    path: pathTo(apiPaths.users.confirmPasswordReset),
    json: body,
    auth: 'public',
    reply: actionReplySchema,
    fallback: fallbacks.users.confirmPasswordReset,
  });
}

export async function verifyEmail(http: Http, body: VerifyEmailRequest): Promise<ActionReply> {
  return http.request({
    method: 'post',
    path: pathTo(apiPaths.users.verifyEmail),
    json: body,
    reply: actionReplySchema,
    fallback: fallbacks.users.verifyEmail,
  });
}

export async function resendVerificationEmail(http: Http, email: string): Promise<ActionReply> {
  return http.request({
    method: 'post',
    path: pathTo(apiPaths.users.resendVerificationEmail),
    json: { email },
    reply: actionReplySchema,
    fallback: fallbacks.users.resendVerificationEmail,
  });
}

/** GET /users/user/. */
export async function details(http: Http): Promise<UserDetails> {
  return http.request({
    method: 'get',
    path: pathTo(apiPaths.users.user),
    reply: userDetailsSchema,
    fallback: fallbacks.users.details,
  });
}

/** PATCH /users/user/ as multipart with the non-null fields. */
export async function updateDetails(http: Http, input: UpdateUserInput): Promise<ActionReply> {
  return http.request({
    method: 'patch',
    path: pathTo(apiPaths.users.user),
    form: formData({
      username: input.username,
      company_name: input.company_name,
      profile_picture: input.profile_picture,
    }),
    reply: actionReplySchema,
    fallback: fallbacks.users.updateDetails,
  });
}

/** DELETE /users/{id}/delete/. Rejects with 'User ID is required for deletion' without an id. */
export async function deleteAccount(http: Http, userId: IdInput | null | undefined): Promise<ActionReply> {
  return http.request({
    method: 'delete',
    path: pathTo(apiPaths.users.deleteAccount, { id: userId }, requestMessages.userIdRequired),
    reply: actionReplySchema,
    fallback: fallbacks.users.deleteAccount,
  });
}

export const usersEndpoints = {
  login,
  googleLogin,
  register,
  logout,
  refreshToken,
  changePassword,
  requestPasswordReset,
  confirmPasswordReset,
  verifyEmail,
  resendVerificationEmail,
  details,
  updateDetails,
  deleteAccount,
};
