import { describe, expect, it } from 'vitest';
import { validateLoginEmail, validateLoginPassword } from './rules';

describe('login rules', () => {
  it('needs an email address', () => {
    expect(validateLoginEmail('')).toBe('Email is required');
    expect(validateLoginEmail('demo')).toBe('Invalid email address');
    expect(validateLoginEmail('demo@causeway.test')).toBeUndefined();
  });

  it('needs a password of any length, spaces included', () => {
    expect(validateLoginPassword('')).toBe('Password is required');
    expect(validateLoginPassword('a')).toBeUndefined();
    expect(validateLoginPassword(' ')).toBeUndefined();
  });
});
