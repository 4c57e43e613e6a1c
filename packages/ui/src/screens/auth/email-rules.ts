/**
 * The email rule of the login and forgot-password forms (accounts §5: email required and
 * email-typed). The pattern is the one browsers use for `type="email"`, so this message, never
 * the browser's own, is the one a person sees.
 */
export const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export const emailMessages = {
  required: 'Email is required',
  invalid: 'Invalid email address',
} as const;

/** The message for an email field, or undefined when it is fine. */
export function validateEmail(value: string): string | undefined {
  if (value.trim() === '') return emailMessages.required;
  if (!emailPattern.test(value)) return emailMessages.invalid;
  return undefined;
}
