import type { ValidationResult } from 'react-aria-components';

/** A field's error: a fixed text (a server field error) or one computed from RAC's validation. */
export type FieldErrorMessage = string | ((validation: ValidationResult) => string);

/**
 * Whether a field is invalid by its props. A plain string error means invalid (server field errors
 * arrive that way) unless the caller says otherwise; a function only phrases RAC's own validation,
 * so it leaves the decision to RAC (`undefined`).
 */
export function invalidFromError(isInvalid: boolean | undefined, errorMessage: FieldErrorMessage | undefined) {
  if (isInvalid !== undefined) return isInvalid;
  return typeof errorMessage === 'string' && errorMessage !== '' ? true : undefined;
}
