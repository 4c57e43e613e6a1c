import { isApiError } from '@causeway/api-client';
import { authMessages } from './messages';

/** A failed reset in the catalogue's words: a bad token, a bad uid, or the default (accounts §8). */
export function resetFailureMessage(error: unknown): string {
  if (!isApiError(error)) return authMessages.resetFailed;
  if (error.fieldErrors.token?.length) return authMessages.resetTokenInvalid;
  if (error.fieldErrors.uid?.length) return authMessages.resetUidInvalid;
  return authMessages.resetFailed;
}
