import { checkAccess } from '../../domain/sessions';
import type { SessionRecord, UserRecord } from '../../records';
import type { Info, Step } from './context';
import { failure } from './respond';

export interface Authed {
  user: UserRecord;
  session: SessionRecord;
}

const tokenNotValid = {
  code: 'token_not_valid',
  messages: [{ token_class: 'AccessToken', token_type: 'access', message: 'Token is invalid or expired' }],
};

/** The 401s of a JWT-authenticated API, by what is wrong with the token. */
const refusals = {
  missing: { detail: 'Authentication credentials were not provided.' },
  unknown: { detail: 'Given token not valid for any token type', ...tokenNotValid },
  expired: { detail: 'Token is expired', ...tokenNotValid },
  inactive: { detail: 'User is inactive', code: 'user_inactive' },
} as const;

/**
 * Requires a valid bearer access token: 401 with a `detail` when it is missing, unknown (revoked
 * or made up) or expired, or when its user was deactivated. The next step gets the user and session.
 */
export function authed<C extends Info>(next: Step<C & Authed>): Step<C> {
  return (context) => {
    const access = checkAccess(context.request.headers.get('authorization'));
    if (!access.ok) return failure(401, refusals[access.reason]);
    return next({ ...context, user: access.user, session: access.session });
  };
}
