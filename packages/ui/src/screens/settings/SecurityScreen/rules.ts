/** The change-password rules (accounts §5) and the Security tab's texts, the spec's word for word. */
export const securityMessages = {
  oldRequired: 'Old password is required',
  newRequired: 'New password is required',
  newTooShort: 'Password must be at least 8 characters long',
  confirmRequired: 'Please confirm your new password',
  mismatch: 'Passwords do not match',
  newHint: 'At least 8 characters.',
  confirmLogout: 'You will be logged out after your password is changed, and can log in again with the new one.',
  changed: 'Password changed successfully!',
} as const;

export const newPasswordMinLength = 8;

export function validateOldPassword(value: string): string | undefined {
  return value === '' ? securityMessages.oldRequired : undefined;
}

export function validateNewPassword(value: string): string | undefined {
  if (value === '') return securityMessages.newRequired;
  if (value.length < newPasswordMinLength) return securityMessages.newTooShort;
  return undefined;
}

export function validateConfirmPassword(value: string, newPassword: string): string | undefined {
  if (value === '') return securityMessages.confirmRequired;
  return value === newPassword ? undefined : securityMessages.mismatch;
}
