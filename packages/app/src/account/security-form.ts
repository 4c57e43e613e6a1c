import type { ChangePasswordRequest } from '@causeway/api-client/schemas';
import type { SecurityField, SecurityValues } from '@causeway/ui/screens/settings/SecurityScreen';

/** Each field of the change-password form and the server's name for it (accounts §7). */
export const securityServerFields = {
  oldPassword: 'old_password',
  newPassword: 'new_password',
  confirmPassword: 'confirm_new_password',
} as const satisfies Record<SecurityField, string>;

/** POST /users/change-password/ for what the form holds. */
export function toChangePassword(values: SecurityValues): ChangePasswordRequest {
  return {
    old_password: values.oldPassword,
    new_password: values.newPassword,
    confirm_new_password: values.confirmPassword,
  };
}
