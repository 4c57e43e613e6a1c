/**
 * The server's registration field errors (accounts §8: email, username, password,
 * confirm_password), one text or a list per field, as the API client hands them over. Other
 * keys (non_field_errors, signup_method) belong in the banner and are ignored here.
 */
export type RegisterServerFieldErrors = Readonly<Record<string, string | readonly string[] | undefined>>;

type FormFieldErrors = Record<string, string[]>;

/** Server field name → the form field it shows on: username carries the full name. */
const fieldFor = {
  email: 'email',
  username: 'fullName',
  password: 'password',
  confirm_password: 'confirmPassword',
} as const;

export function formFieldErrors(errors: RegisterServerFieldErrors | undefined): FormFieldErrors {
  const result: FormFieldErrors = {};
  if (!errors) return result;
  for (const [serverField, formField] of Object.entries(fieldFor)) {
    const value = errors[serverField];
    const messages = (typeof value === 'string' ? [value] : (value ?? [])).filter((message) => message.trim() !== '');
    if (messages.length > 0) result[formField] = messages;
  }
  return result;
}
