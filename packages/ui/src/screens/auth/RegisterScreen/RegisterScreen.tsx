import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { AuthHeader, AuthLayout, SocialSignIn } from '../../../layout/AuthLayout';
import { Banner } from '../../../primitives/Banner';
import { Button } from '../../../primitives/Button';
import { Link } from '../../../primitives/Link';
import { PasswordField } from '../../../primitives/PasswordField';
import { TextField } from '../../../primitives/TextField';
import { useUiPaths } from '../../../primitives/UiProvider';
import { EmailField } from '../parts/EmailField';
import * as shared from '../auth-screens.css';
import { LegalNote } from './LegalNote';
import {
  passwordHint,
  validateConfirmPassword,
  validateFullName,
  validateRegisterEmail,
  validateRegisterPassword,
} from './rules';
import { useServerFieldErrors, type ServerFieldErrors } from './use-server-field-errors';

export interface RegisterValues {
  fullName: string;
  email: string;
  /** Empty when not given; the app sends null then. */
  company: string;
  password: string;
  confirmPassword: string;
}

/** A field of the registration form, by the form's own name for it. */
export type RegisterField = keyof RegisterValues;

/** The server's errors on the form's fields, keyed by the form's names; the app maps its field names onto these. */
export type RegisterFieldErrors = ServerFieldErrors<RegisterField>;

export interface RegisterInvite {
  inviterName: string;
  teamName: string;
}

export interface RegisterScreenProps {
  /** Called with exactly what was typed, once every field passes the rules. */
  onSubmit: (values: RegisterValues) => void;
  isSubmitting?: boolean;
  /**
   * The server's field errors by the form's field names (fullName, email, company, password,
   * confirmPassword), shown on their fields until the field is changed; pass a new object for each
   * failed attempt. A field still holding one stops the next attempt and takes focus, as a rule
   * error does.
   */
  fieldErrors?: RegisterFieldErrors | undefined;
  /** signup_method, non_field_errors or any other failure text, in a red banner. */
  bannerError?: string | undefined;
  /** Who invited the person, when the link carried an invite. */
  invite?: RegisterInvite | undefined;
  onGoogle: () => void;
  isGoogleBusy?: boolean;
}

/** The registration page (accounts §2): five fields, their rules, server errors, invite details. */
export function RegisterScreen({
  onSubmit,
  isSubmitting = false,
  fieldErrors,
  bannerError,
  invite,
  onGoogle,
  isGoogleBusy,
}: RegisterScreenProps) {
  const paths = useUiPaths();
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [company, setCompany] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [serverErrors, clearServerError] = useServerFieldErrors(fieldErrors);
  const changed = (field: RegisterField, set: (value: string) => void) => (value: string) => {
    set(value);
    clearServerError(field);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({ fullName, email, company, password, confirmPassword });
  };

  return (
    <AuthLayout>
      <AuthHeader title="Create an account" subtitle="Sign up to start publishing with your team" />
      {invite && (
        <Banner tone="info">
          {invite.inviterName} invited you to {invite.teamName}
        </Banner>
      )}
      {bannerError && <Banner tone="error">{bannerError}</Banner>}
      {/* Painted from HTML in a real-mode build, where it can be sent before the app has the page
          (or with scripts off): by post, so what was typed never goes into the address. */}
      <Form onSubmit={submit} method="post" validationErrors={serverErrors} className={shared.form}>
        <TextField
          name="fullName"
          label="Full Name"
          autoComplete="name"
          isRequired
          value={fullName}
          onChange={changed('fullName', setFullName)}
          validate={validateFullName}
        />
        <EmailField value={email} onChange={changed('email', setEmail)} validate={validateRegisterEmail} />
        <TextField
          name="company"
          label="Company Name (optional)"
          autoComplete="organization"
          value={company}
          onChange={changed('company', setCompany)}
        />
        <PasswordField
          name="password"
          label="Password"
          autoComplete="new-password"
          description={passwordHint}
          isRequired
          value={password}
          onChange={changed('password', setPassword)}
          validate={validateRegisterPassword}
        />
        <PasswordField
          name="confirmPassword"
          label="Confirm Password"
          autoComplete="new-password"
          isRequired
          value={confirmPassword}
          onChange={changed('confirmPassword', setConfirmPassword)}
          validate={(value) => validateConfirmPassword(value, password)}
        />
        <LegalNote />
        <Button type="submit" size="large" fullWidth isPending={isSubmitting} pendingLabel="Creating account...">
          Sign Up
        </Button>
      </Form>
      <SocialSignIn label="Or sign up with" onGoogle={onGoogle} isGoogleBusy={isGoogleBusy} isDisabled={isSubmitting} />
      <p className={shared.switchLine}>
        Already have an account?{' '}
        <Link variant="standalone" href={paths.login}>
          Login
        </Link>
      </p>
    </AuthLayout>
  );
}
