import { TextField, type TextFieldProps } from '../../../primitives/TextField';

export interface EmailFieldProps extends Pick<TextFieldProps, 'errorMessage'> {
  value: string;
  onChange: (value: string) => void;
  /** The form's email rule: its message, or undefined when the address is fine. */
  validate: (value: string) => string | undefined;
}

/** The email field every sign-in and sign-up form starts with. */
export function EmailField({ value, onChange, validate, errorMessage }: EmailFieldProps) {
  return (
    <TextField
      name="email"
      type="email"
      label="Email"
      autoComplete="email"
      placeholder="you@company.com"
      isRequired
      value={value}
      onChange={onChange}
      validate={validate}
      errorMessage={errorMessage}
    />
  );
}
