import { emailPattern } from '../email-rules';

/**
 * Registration rules (accounts §5). The quoted texts are the spec's; the others say the same rule
 * plainly. Each validator returns the message to show, or undefined when the value is fine.
 */
export const registerMessages = {
  fullNameRequired: 'Full name is required',
  fullNameTooShort: 'Full name must be at least 2 characters',
  fullNameLetters: 'Name can only contain letters and spaces',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  emailSuffix: 'Email must end in a domain ending of 2 to 4 letters, such as .com',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordCharacters: 'Password must contain an uppercase letter, a lowercase letter and a number',
  confirmRequired: 'Confirm your password',
  confirmMismatch: 'Passwords must match',
} as const;

/** Shown under the password field before anything goes wrong. */
export const passwordHint = 'At least 6 characters, with an uppercase letter, a lowercase letter and a number.';

export const passwordMinLength = 6;

// Letters of any alphabet (with their accents) and plain spaces: 'José Álvarez' is a name too.
const lettersAndSpaces = /^[\p{L}\p{M} ]+$/u;
const domainEnding = /\.[a-zA-Z]{2,4}$/;

export function validateFullName(value: string): string | undefined {
  const name = value.trim();
  if (name === '') return registerMessages.fullNameRequired;
  if (name.length < 2) return registerMessages.fullNameTooShort;
  if (!lettersAndSpaces.test(value)) return registerMessages.fullNameLetters;
  return undefined;
}

export function validateRegisterEmail(value: string): string | undefined {
  if (value.trim() === '') return registerMessages.emailRequired;
  if (!emailPattern.test(value)) return registerMessages.emailInvalid;
  if (!domainEnding.test(value)) return registerMessages.emailSuffix;
  return undefined;
}

export function validateRegisterPassword(value: string): string | undefined {
  if (value === '') return registerMessages.passwordRequired;
  if (value.length < passwordMinLength) return registerMessages.passwordTooShort;
  if (!/\p{Lu}/u.test(value) || !/\p{Ll}/u.test(value) || !/\d/.test(value)) return registerMessages.passwordCharacters;
  return undefined;
}

export function validateConfirmPassword(value: string, password: string): string | undefined {
  if (value === '') return registerMessages.confirmRequired;
  if (value !== password) return registerMessages.confirmMismatch;
  return undefined;
}
