import type { FieldErrors, RegisterInput } from '@causeway/api-client';
import type { RegisterValues } from '@causeway/ui/screens/auth/RegisterScreen';

type RegisterField = keyof RegisterValues;

/** Each field of the registration form and the server's name for it (accounts §3: the full name is `username`). */
const serverFieldOf = {
  fullName: 'username',
  email: 'email',
  company: 'company_name',
  password: 'password',
  confirmPassword: 'confirm_password',
} as const satisfies Record<RegisterField, string>;

/** The registration request for what the form holds, with the invitation when there is one. */
export function toRegisterRequest(values: RegisterValues, inviteToken: string | null): RegisterInput {
  return {
    username: values.fullName,
    email: values.email,
    company_name: values.company,
    password: values.password,
    confirm_password: values.confirmPassword,
    invite_token: inviteToken,
  };
}

/** The server's field errors placed on the form's fields; errors of fields the form does not have are left out. */
export function registerFieldErrors(errors: FieldErrors): Partial<Record<RegisterField, string[]>> {
  const placed: Partial<Record<RegisterField, string[]>> = {};
  for (const [field, serverField] of Object.entries(serverFieldOf) as [RegisterField, string][]) {
    const messages = (errors[serverField] ?? []).filter((message) => message.trim() !== '');
    if (messages.length > 0) placed[field] = messages;
  }
  return placed;
}
