import { describe, expect, it } from 'vitest';
import { emailMessages, validateEmail } from './email-rules';

describe('validateEmail (login, forgot password)', () => {
  it('asks for an email when the field is empty or blank', () => {
    expect(validateEmail('')).toBe(emailMessages.required);
    expect(validateEmail('   ')).toBe(emailMessages.required);
    expect(emailMessages.required).toBe('Email is required');
  });

  it.each(['demo', 'demo@', '@causeway.test', 'demo@@causeway.test', 'de mo@causeway.test', 'demo@causeway..test'])(
    'rejects %s as not an email address',
    (value) => {
      expect(validateEmail(value)).toBe('Invalid email address');
    },
  );

  it.each(['demo@causeway.test', 'maya.patel+work@northwind.co.uk', 'a@b'])('accepts %s', (value) => {
    expect(validateEmail(value)).toBeUndefined();
  });
});
