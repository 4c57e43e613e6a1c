import { apiPaths } from '@causeway/api-client/paths';
import {
  changePasswordRequestSchema,
  googleLoginRequestSchema,
  loginRequestSchema,
  logoutRequestSchema,
  passwordResetConfirmRequestSchema,
  passwordResetRequestSchema,
  refreshTokenRequestSchema,
  registerRequestSchema,
  resendVerificationRequestSchema,
  updateUserFormSchema,
  verifyEmailRequestSchema,
} from '@causeway/api-client/schemas';
import { http } from 'msw';
import { db } from '../db';
import { fileName, isImage, keepableDataUri } from '../domain/files';
import { openSession, revoke, revokeAll, rotateSession } from '../domain/sessions';
import { addMember, createTeam, defaultTeamName } from '../domain/teams';
import { createUser, findUserByEmail, isEmail, passwordProblems, userDetails } from '../domain/users';
import { decodeUid, demo } from '../seed/demo';
import { avatar } from '../seed/media';
import { googleLogin } from './users-google';
import { route } from './support/api-request';
import { authed } from './support/auth';
import { jsonBody } from './support/body';
import { userForm, userJson } from './support/routes';
import { param } from './support/context';
import {
  badRequest,
  failure,
  forbidden,
  invalid,
  noContent,
  notFound,
  ok,
  created,
  type FieldErrors,
} from './support/respond';

const inactiveText = 'Your account is currently inactive. Please contact support for assistance.';

type UserDraft = Parameters<Parameters<typeof db.users.update>[1]['data']>[0];

function updateUser(id: string, change: (draft: UserDraft) => void) {
  return db.users.update((q) => q.where({ id }), { data: change });
}

export const usersHandlers = [
  http.post(
    route(apiPaths.users.login),
    jsonBody(loginRequestSchema, async ({ body }) => {
      const user = findUserByEmail(body.email);
      if (!user || user.password !== body.password) {
        return failure(401, { detail: 'No active account found with the given credentials' });
      }
      if (!user.is_active) return failure(403, { detail: inactiveText, code: 'user_inactive' });
      const session = await openSession(user.id);
      return ok({
        access_token: session.access_token,
        refresh_token: session.refresh_token,
        user_id: user.id,
        email: user.email,
      });
    }),
  ),

  http.post(route(apiPaths.users.googleLogin), jsonBody(googleLoginRequestSchema, googleLogin)),

  http.post(
    route(apiPaths.users.register),
    jsonBody(registerRequestSchema, async ({ body }) => {
      const errors: FieldErrors = {};
      if (!isEmail(body.email)) errors.email = ['Enter a valid email address.'];
      else if (findUserByEmail(body.email)) errors.email = ['user with this email already exists.'];
      if (body.username.trim().length < 2) errors.username = ['Ensure this field has at least 2 characters.'];
      const weak = passwordProblems(body.password, 6);
      if (weak.length > 0) errors.password = weak;
      if (body.confirm_password !== body.password) errors.confirm_password = ['Passwords do not match.'];
      const invite = body.invite_token ? db.invites.findFirst((q) => q.where({ token: body.invite_token })) : undefined;
      if (body.invite_token && !invite) errors.invite_token = ['Invalid or expired invitation.'];
      if (Object.keys(errors).length > 0) return invalid(errors);

      const user = await createUser({ ...body, is_email_verified: false });
      const team = invite
        ? db.teams.findFirst((q) => q.where({ id: invite.team_id }))
        : await createTeam(user, defaultTeamName(user));
      if (invite && team) await addMember(team, user, 3);
      const session = await openSession(user.id);
      return created({
        access: session.access_token,
        refresh: session.refresh_token,
        team_id: team?.id ?? null,
        team: team ? { id: team.id, name: team.name } : null,
        message: 'Registration successful. Please check your email to verify your account.',
      });
    }),
  ),

  http.post(
    route(apiPaths.users.logout),
    userJson(logoutRequestSchema, async ({ body, user }) => {
      const session = db.sessions.findFirst((q) => q.where({ refresh_token: body.refresh_token, user_id: user.id }));
      if (!session || session.revoked)
        return failure(400, { detail: 'Token is invalid or expired', code: 'token_not_valid' });
      await revoke(session);
      return ok({ message: 'Logged out successfully.' });
    }),
  ),

  // The refresh reads only the refresh token: the access token it carries may well be expired.
  http.post(
    route(apiPaths.users.refreshToken),
    jsonBody(refreshTokenRequestSchema, async ({ body }) => {
      const session = await rotateSession(body.refresh_token);
      if (!session) return failure(401, { detail: 'Token is invalid or expired', code: 'token_not_valid' });
      return ok({ access_token: session.access_token, refresh_token: session.refresh_token });
    }),
  ),

  http.post(
    route(apiPaths.users.changePassword),
    userJson(changePasswordRequestSchema, async ({ body, user }) => {
      const errors: FieldErrors = {};
      if (body.old_password !== user.password)
        errors.old_password = ['Your old password was entered incorrectly. Please enter it again.'];
      const weak = passwordProblems(body.new_password, 8);
      if (weak.length > 0) errors.new_password = weak;
      if (body.confirm_new_password !== body.new_password)
        errors.confirm_new_password = ["The two password fields didn't match."];
      if (Object.keys(errors).length > 0) return invalid(errors);
      await updateUser(user.id, (draft) => {
        draft.password = body.new_password;
      });
      return ok({ message: 'Password changed successfully.' });
    }),
  ),

  http.post(
    route(apiPaths.users.requestPasswordReset),
    jsonBody(passwordResetRequestSchema, ({ body }) => {
      if (!isEmail(body.email)) return invalid({ email: ['Enter a valid email address.'] });
      // The same answer whether or not the address has an account: nothing to learn from it.
      return ok({ message: 'If an account exists for this email, a password reset link has been sent.' });
    }),
  ),

  http.post(
    route(apiPaths.users.confirmPasswordReset),
    jsonBody(passwordResetConfirmRequestSchema, async ({ body }) => {
      const userId = decodeUid(body.uid);
      const user = userId ? db.users.findFirst((q) => q.where({ id: userId })) : undefined;
      if (!user) return invalid({ uid: ["Invalid user id or user doesn't exist."] });
      if (body.token !== demo.resetToken) return invalid({ token: ['Invalid token for given user.'] });
      const weak = passwordProblems(body.new_password, 8);
      if (weak.length > 0) return invalid({ new_password: weak });
      if (body.re_new_password !== body.new_password)
        return invalid({ non_field_errors: ["The two password fields didn't match."] });
      await updateUser(user.id, (draft) => {
        draft.password = body.new_password;
      });
      return noContent();
    }),
  ),

  // Opened from an email link, signed in or not: no token needed.
  http.post(
    route(apiPaths.users.verifyEmail),
    jsonBody(verifyEmailRequestSchema, async ({ body }) => {
      const userId = decodeUid(body.uidb64);
      const user = userId ? db.users.findFirst((q) => q.where({ id: userId })) : undefined;
      if (!user || body.token !== demo.verifyToken) return badRequest('Invalid or expired verification link.');
      await updateUser(user.id, (draft) => {
        draft.is_email_verified = true;
      });
      return ok({ message: 'Email verified successfully.' });
    }),
  ),

  http.post(
    route(apiPaths.users.resendVerificationEmail),
    userJson(resendVerificationRequestSchema, ({ body }) => {
      const user = findUserByEmail(body.email);
      if (!user) return notFound('No account uses this email address.');
      if (user.is_email_verified) return badRequest('This email address is already verified.');
      return ok({ message: `Verification email sent to ${user.email}.` });
    }),
  ),

  http.get(
    route(apiPaths.users.user),
    authed(({ user }) => ok(userDetails(user))),
  ),

  http.patch(
    route(apiPaths.users.user),
    userForm(updateUserFormSchema, async ({ body, user }) => {
      if (body.username !== undefined && body.username.trim() === '')
        return invalid({ username: ['This field may not be blank.'] });
      const picture = body.profile_picture;
      if (picture && !isImage(picture)) {
        return invalid({
          profile_picture: [
            'Upload a valid image. The file you uploaded was either not an image or a corrupted image.',
          ],
        });
      }
      const pictureUri = picture ? ((await keepableDataUri(picture)) ?? avatar(fileName(picture), 210)) : undefined;
      const updated = await db.users.update((q) => q.where({ id: user.id }), {
        data(draft) {
          if (body.username !== undefined) draft.username = body.username.trim();
          if (body.company_name !== undefined)
            draft.company_name = body.company_name.trim() === '' ? null : body.company_name;
          if (pictureUri) draft.profile_picture = pictureUri;
        },
      });
      await db.members.updateMany((q) => q.where({ user_id: user.id }), {
        data(draft) {
          draft.user_name = updated?.username ?? draft.user_name;
          draft.profile_picture = updated?.profile_picture ?? draft.profile_picture;
        },
      });
      return ok({ message: 'Profile updated successfully.', ...userDetails(updated ?? user) });
    }),
  ),

  http.delete(
    route(apiPaths.users.deleteAccount),
    authed(async (context) => {
      const id = param(context, 'id');
      if (!db.users.findFirst((q) => q.where({ id }))) return notFound('No User matches the given query.');
      if (id !== context.user.id) return forbidden('You do not have permission to perform this action.');
      await updateUser(id, (draft) => {
        draft.is_active = false;
      });
      await revokeAll(id);
      return ok({ message: 'Your account has been deactivated. Contact support to reactivate it.' });
    }),
  ),
];
