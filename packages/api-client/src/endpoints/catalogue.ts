import type { Failure } from '../http/create-http';
import { googleLoginMessages, loginMessages, registerMessages } from '../http/messages';
import { stripWrapperText } from '../http/server-message';

function field(data: unknown, name: string): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const value: unknown = (data as Record<string, unknown>)[name];
  const first: unknown = Array.isArray(value) ? value[0] : value;
  if (typeof first !== 'string') return null;
  const text = stripWrapperText(first);
  return text === '' ? null : text;
}

/**
 * Login (accounts §8): a 401 shows the server's detail or the inactive-or-deleted text; code
 * user_inactive the detail or the inactive text; then non_field_errors[0]; otherwise detail,
 * message or the generic login text. (Checked in the catalogue's order: a 401 wins over the code.)
 */
export function describeLoginFailure({ status, data, code }: Failure): string {
  if (status === 401) return field(data, 'detail') ?? loginMessages.unauthorized;
  if (code === 'user_inactive') return field(data, 'detail') ?? loginMessages.inactive;
  return field(data, 'non_field_errors') ?? field(data, 'detail') ?? field(data, 'message') ?? loginMessages.fallback;
}

/** Google login: a 400 shows error or details, a 500 the server-error text, anything else the generic text. */
export function describeGoogleLoginFailure({ status, data }: Failure): string {
  if (status === 400) return field(data, 'error') ?? field(data, 'details') ?? googleLoginMessages.invalidToken;
  if (status === 500) return googleLoginMessages.serverError;
  return googleLoginMessages.fallback;
}

/**
 * Registration: field errors (email, username, password, confirm_password) stay in `fieldErrors`
 * for their fields; the banner shows non_field_errors or signup_method, else the server's text,
 * else 'Registration failed. Please try again.'
 */
export function describeRegisterFailure({ data, serverMessage }: Failure): string {
  return field(data, 'non_field_errors') ?? field(data, 'signup_method') ?? serverMessage ?? registerMessages.fallback;
}
