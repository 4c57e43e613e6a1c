import { describe, expect, it } from 'vitest';
import { resetMessages, validateNewPassword, validateRepeatedPassword } from './rules';

describe('reset password rules (accounts §5)', () => {
  it('requires the new password', () => {
    expect(validateNewPassword('')).toBe('Password is required');
  });

  it('needs at least 8 characters, of any kind', () => {
    expect(validateNewPassword('Abc1234')).toBe('Password must be at least 8 characters long');
    expect(validateNewPassword('abcdefgh')).toBeUndefined();
    expect(validateNewPassword('        ')).toBeUndefined();
  });

  it('needs the second field too', () => {
    expect(validateRepeatedPassword('', 'NewSecret1')).toBe('Password is required');
    expect(validateRepeatedPassword('', '')).toBe('Password is required');
  });

  it('needs both fields equal, exactly', () => {
    expect(validateRepeatedPassword('NewSecret1', 'NewSecret2')).toBe('Passwords do not match');
    expect(validateRepeatedPassword('newsecret1', 'NewSecret1')).toBe('Passwords do not match');
    expect(validateRepeatedPassword('NewSecret1', 'NewSecret1')).toBeUndefined();
  });

  it('says how to recover from a broken link', () => {
    expect(resetMessages.invalidLink).toBe('Invalid password reset link. Please request a new password reset.');
  });
});
