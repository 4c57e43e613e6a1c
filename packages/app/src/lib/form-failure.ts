import { isApiError, type FieldErrors } from '@causeway/api-client';
import { messageOf } from './errors';

/** A failed form: the server's errors on the form's own fields, and what shows above the form. */
export interface FormFailure<Field extends string> {
  fieldErrors: Partial<Record<Field, string[]>>;
  /** non_field_errors, or the call's message when no field of the form holds an error. */
  banner?: string | undefined;
}

/** The server's field errors placed on the form's fields (`serverFieldOf`: form name → server name). */
export function placeFieldErrors<Field extends string>(
  errors: FieldErrors,
  serverFieldOf: Record<Field, string>,
): Partial<Record<Field, string[]>> {
  const placed: Partial<Record<Field, string[]>> = {};
  for (const [field, serverField] of Object.entries(serverFieldOf) as [Field, string][]) {
    const messages = (errors[serverField] ?? []).filter((message) => message.trim() !== '');
    if (messages.length > 0) placed[field] = messages;
  }
  return placed;
}

/**
 * Splits a failed form's error as the registration form does: field errors go on their fields;
 * non_field_errors, or the call's message (the server's words, else its fallback) when no field
 * holds one, go above the form.
 */
export function formFailure<Field extends string>(
  error: unknown,
  serverFieldOf: Record<Field, string>,
): FormFailure<Field> {
  if (!isApiError(error)) return { fieldErrors: {}, banner: messageOf(error) };
  const fieldErrors = placeFieldErrors(error.fieldErrors, serverFieldOf);
  const onFields = Object.keys(fieldErrors).length > 0;
  return { fieldErrors, banner: error.fieldErrors.non_field_errors?.[0] ?? (onFields ? undefined : messageOf(error)) };
}
