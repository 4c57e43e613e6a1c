/** Login rules (accounts §5): email required and email-typed, password required, no length rules. */
export { validateEmail as validateLoginEmail } from '../email-rules';

export const loginMessages = {
  passwordRequired: 'Password is required',
} as const;

export function validateLoginPassword(value: string): string | undefined {
  return value === '' ? loginMessages.passwordRequired : undefined;
}
