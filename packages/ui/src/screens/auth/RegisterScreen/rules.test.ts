import { describe, expect, it } from 'vitest';
import {
  registerMessages,
  validateConfirmPassword,
  validateFullName,
  validateRegisterEmail,
  validateRegisterPassword,
} from './rules';

describe('registration rules (accounts §5)', () => {
  it('keeps the spec texts word for word', () => {
    expect(registerMessages.fullNameLetters).toBe('Name can only contain letters and spaces');
    expect(registerMessages.emailInvalid).toBe('Invalid email format');
    expect(registerMessages.confirmRequired).toBe('Confirm your password');
    expect(registerMessages.confirmMismatch).toBe('Passwords must match');
  });

  describe('full name', () => {
    it('is required', () => {
      expect(validateFullName('')).toBe('Full name is required');
      expect(validateFullName('   ')).toBe('Full name is required');
    });
    it('has at least 2 characters', () => {
      expect(validateFullName('M')).toBe('Full name must be at least 2 characters');
      expect(validateFullName(' M ')).toBe('Full name must be at least 2 characters');
      expect(validateFullName('Mo')).toBeUndefined();
    });
    it.each(['Maya 2', 'Maya-Patel', "O'Brien", 'maya@northwind', 'Maya\tPatel', 'Maya_Patel'])(
      'rejects %s: letters and spaces only',
      (name) => {
        expect(validateFullName(name)).toBe('Name can only contain letters and spaces');
      },
    );
    it.each(['Maya Patel', 'José Álvarez', 'Zoë  Brontë', 'Łukasz Żółw'])('accepts %s', (name) => {
      expect(validateFullName(name)).toBeUndefined();
    });
  });

  describe('email', () => {
    it('is required', () => {
      expect(validateRegisterEmail('')).toBe('Email is required');
    });
    it.each(['maya', 'maya@', '@northwind.com', 'maya patel@northwind.com', 'maya@@northwind.com'])(
      'rejects %s as an invalid format',
      (email) => {
        expect(validateRegisterEmail(email)).toBe('Invalid email format');
      },
    );
    it.each([
      'maya@northwind',
      'maya@northwind.c',
      'maya@northwind.travel',
      'maya@northwind.co1',
      'maya@northwind.123',
    ])('rejects %s: the address must end in 2 to 4 letters', (email) => {
      expect(validateRegisterEmail(email)).toBe(registerMessages.emailSuffix);
    });
    it.each([
      'maya@northwind.io',
      'maya@northwind.com',
      'maya.patel+team@mail.northwind.co.uk',
      'demo@causeway.test',
      'a@b.info',
    ])('accepts %s', (email) => {
      expect(validateRegisterEmail(email)).toBeUndefined();
    });
  });

  describe('password', () => {
    it('is required', () => {
      expect(validateRegisterPassword('')).toBe('Password is required');
    });
    it('has at least 6 characters', () => {
      expect(validateRegisterPassword('Ab1cd')).toBe('Password must be at least 6 characters');
      expect(validateRegisterPassword('Ab1cde')).toBeUndefined();
    });
    it.each([
      ['no uppercase letter', 'abcdef1'],
      ['no lowercase letter', 'ABCDEF1'],
      ['no digit', 'Abcdefg'],
    ])('needs an uppercase letter, a lowercase letter and a digit (%s)', (_case, password) => {
      expect(validateRegisterPassword(password)).toBe(
        'Password must contain an uppercase letter, a lowercase letter and a number',
      );
    });
    it('accepts the demo password', () => {
      expect(validateRegisterPassword('Demo1234')).toBeUndefined();
    });
  });

  describe('confirm password', () => {
    it('is required', () => {
      expect(validateConfirmPassword('', 'Demo1234')).toBe('Confirm your password');
    });
    it('equals the password exactly', () => {
      expect(validateConfirmPassword('Demo123', 'Demo1234')).toBe('Passwords must match');
      expect(validateConfirmPassword('demo1234', 'Demo1234')).toBe('Passwords must match');
      expect(validateConfirmPassword('Demo1234 ', 'Demo1234')).toBe('Passwords must match');
      expect(validateConfirmPassword('Demo1234', 'Demo1234')).toBeUndefined();
    });
  });
});
