/** New-password rules of the reset page (accounts §5), with the spec's texts word for word. */
export const resetMessages = {
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordsDiffer: 'Passwords do not match',
  invalidLink: 'Invalid password reset link. Please request a new password reset.',
} as const;

export const resetPasswordMinLength = 8;

export function validateNewPassword(value: string): string | undefined {
  if (value === '') return resetMessages.passwordRequired;
  if (value.length < resetPasswordMinLength) return resetMessages.passwordTooShort;
  return undefined;
}

/** The second field is required too and must equal the first; the first carries the length rule. */
export function validateRepeatedPassword(value: string, password: string): string | undefined {
  if (value === '') return resetMessages.passwordRequired;
  return value === password ? undefined : resetMessages.passwordsDiffer;
}
