import { describe, expect, it } from 'vitest';
import { validateConfirmPassword, validateNewPassword, validateOldPassword } from './rules';

describe('change-password rules', () => {
  it('needs the old password', () => {
    expect(validateOldPassword('')).toBe('Old password is required');
    expect(validateOldPassword('x')).toBeUndefined();
  });

  it('needs a new password of at least 8 characters', () => {
    expect(validateNewPassword('')).toBe('New password is required');
    expect(validateNewPassword('Short1!')).toBe('Password must be at least 8 characters long');
    expect(validateNewPassword('Harbour1')).toBeUndefined();
  });

  it('needs the confirmation, equal to the new password', () => {
    expect(validateConfirmPassword('', 'Harbour1')).toBe('Please confirm your new password');
    expect(validateConfirmPassword('Harbour2', 'Harbour1')).toBe('Passwords do not match');
    expect(validateConfirmPassword('Harbour1', 'Harbour1')).toBeUndefined();
  });
});
