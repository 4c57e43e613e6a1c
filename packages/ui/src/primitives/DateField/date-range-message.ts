import type { ValidationResult } from 'react-aria-components';

/**
 * The error of a date outside its allowed range, with the bound written in the app's locale.
 * RAC writes its own range message in the browser's language, which can contradict the
 * dd / mm / yyyy the field shows; other errors pass through unchanged.
 */
export function dateRangeMessage(validation: ValidationResult, bounds: { min?: string; max?: string }): string {
  const { rangeUnderflow, rangeOverflow } = validation.validationDetails;
  if (rangeUnderflow && bounds.min) return `Date must be ${bounds.min} or later.`;
  if (rangeOverflow && bounds.max) return `Date must be ${bounds.max} or earlier.`;
  return validation.validationErrors.join(' ');
}
