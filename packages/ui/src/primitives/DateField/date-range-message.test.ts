import type { ValidationResult } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { dateRangeMessage } from './date-range-message';

const validity = (details: Partial<ValidityState>, errors: string[] = []): ValidationResult => ({
  isInvalid: true,
  validationErrors: errors,
  validationDetails: details as ValidityState,
});

describe('dateRangeMessage', () => {
  it('names the earliest allowed date as the field writes it', () => {
    expect(dateRangeMessage(validity({ rangeUnderflow: true }), { min: '14/07/2026' })).toBe(
      'Date must be 14/07/2026 or later.',
    );
  });

  it('names the latest allowed date', () => {
    expect(dateRangeMessage(validity({ rangeOverflow: true }), { max: '30/06/2026' })).toBe(
      'Date must be 30/06/2026 or earlier.',
    );
  });

  it('passes other errors through', () => {
    expect(dateRangeMessage(validity({ valueMissing: true }, ['Please fill out this field.']), {})).toBe(
      'Please fill out this field.',
    );
  });
});
