import { isApiError, isConnectionError } from '@causeway/api-client';
import type { RegisterValues } from '@causeway/ui/screens/auth/RegisterScreen';
import { registerFieldErrors } from './register-form';

export interface RegisterFailure {
  fieldErrors?: Partial<Record<keyof RegisterValues, string[]>>;
  banner?: string;
}

/**
 * Splits a failed registration: field errors go on the form's fields; signup_method and
 * non_field_errors (or, with no field error at all, the client's message) go in the banner.
 * No answer at all (or a failure outside the call) is `unexpected`: 'An error occurred during registration'.
 */
export function registerFailure(error: unknown, unexpected: string): RegisterFailure {
  if (!isApiError(error) || isConnectionError(error)) return { banner: unexpected };
  const fieldErrors = registerFieldErrors(error.fieldErrors);
  const bannerText = error.fieldErrors.non_field_errors?.[0] ?? error.fieldErrors.signup_method?.[0];
  const onFields = Object.keys(fieldErrors).length > 0;
  return { fieldErrors, banner: bannerText ?? (onFields ? undefined : error.message) };
}
