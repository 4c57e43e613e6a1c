import { isApiError, isConnectionError, type FieldErrors } from '@causeway/api-client';

/** The server's field names the registration form shows on its fields (accounts §8). */
const formFields = ['email', 'username', 'password', 'confirm_password'] as const;

export interface RegisterFailure {
  fieldErrors?: FieldErrors;
  banner?: string;
}

/**
 * Splits a failed registration: field errors go on their fields; signup_method and
 * non_field_errors (or, with no field error at all, the client's message) go in the banner.
 * No answer at all (or a failure outside the call) is `unexpected`: 'An error occurred during registration'.
 */
export function registerFailure(error: unknown, unexpected: string): RegisterFailure {
  if (!isApiError(error) || isConnectionError(error)) return { banner: unexpected };
  const { fieldErrors } = error;
  const bannerText = fieldErrors.non_field_errors?.[0] ?? fieldErrors.signup_method?.[0];
  const onFields = formFields.some((field) => (fieldErrors[field]?.length ?? 0) > 0);
  return { fieldErrors: { ...fieldErrors }, banner: bannerText ?? (onFields ? undefined : error.message) };
}
