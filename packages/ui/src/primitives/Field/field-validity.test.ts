import { describe, expect, it } from 'vitest';
import { invalidFromError } from './field-validity';

describe('invalidFromError', () => {
  it('treats a server error text as invalid', () => {
    expect(invalidFromError(undefined, 'Enter a valid email address.')).toBe(true);
  });

  it('leaves the field to RAC validation when there is no text or only a phrasing function', () => {
    expect(invalidFromError(undefined, undefined)).toBeUndefined();
    expect(invalidFromError(undefined, '')).toBeUndefined();
    expect(invalidFromError(undefined, () => 'Email is required')).toBeUndefined();
  });

  it('lets an explicit isInvalid win', () => {
    expect(invalidFromError(false, 'Enter a valid email address.')).toBe(false);
    expect(invalidFromError(true, undefined)).toBe(true);
  });
});
