import type { GoogleLoginRequest } from '@causeway/api-client/schemas';
import { db } from '../db';
import { lifetimes, openSession } from '../domain/sessions';
import { createTeam, defaultTeamName } from '../domain/teams';
import { createUser, findUserByEmail } from '../domain/users';
import { readFakeGoogleToken } from '../providers/credentials';
import { failure, ok } from './support/respond';

/**
 * POST /users/google/: accepts the fake Google Identity's credential (or access token). A first
 * sign-in makes the account (email verified by Google) and its default team.
 */
export async function googleLogin({ body }: { body: GoogleLoginRequest }): Promise<Response> {
  const profile = readFakeGoogleToken(body.token);
  if (!profile) return failure(400, { error: 'Invalid Google token: the credential could not be verified.' });
  let user = findUserByEmail(profile.email);
  if (user && !user.is_active) return failure(400, { error: 'This account is inactive. Please contact support.' });
  if (!user) {
    user = await createUser({
      email: profile.email,
      password: crypto.randomUUID(),
      username: `${profile.given_name} ${profile.family_name}`.trim() || profile.email,
      company_name: null,
      first_name: profile.given_name,
      last_name: profile.family_name,
      is_email_verified: profile.email_verified,
    });
    await createTeam(user, defaultTeamName(user));
  } else if (profile.email_verified && !user.is_email_verified) {
    user =
      (await db.users.update((q) => q.where({ id: user?.id ?? '' }), {
        data: (draft) => void (draft.is_email_verified = true),
      })) ?? user;
  }
  const session = await openSession(user.id);
  const expiresIn = lifetimes(session);
  return ok({
    access_token: session.access_token,
    refresh_token: session.refresh_token,
    user: {
      id: user.id,
      email: user.email,
      first_name: user.first_name,
      last_name: user.last_name,
      is_email_verified: user.is_email_verified,
    },
    access_token_expires_in: expiresIn.access,
    refresh_token_expires_in: expiresIn.refresh,
  });
}
