import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { AuthHeader, AuthLayout, AuthMessage } from '../../../layout/AuthLayout';
import { Banner } from '../../../primitives/Banner';
import { Button } from '../../../primitives/Button';
import { Link } from '../../../primitives/Link';
import { PasswordField } from '../../../primitives/PasswordField';
import { useUiPaths } from '../../../primitives/UiProvider';
import * as shared from '../auth-screens.css';
import * as styles from './ResetPasswordScreen.css';
import { resetMessages, validateNewPassword, validateRepeatedPassword } from './rules';

export interface ResetPasswordValues {
  password: string;
  confirmPassword: string;
}

export type ResetPasswordState = 'form' | 'success' | 'invalid-link';

export interface ResetPasswordScreenProps {
  /** 'invalid-link' when the link lacks its uid or token; 'success' once the password is changed. */
  state?: ResetPasswordState;
  onSubmit: (values: ResetPasswordValues) => void;
  isSubmitting?: boolean;
  /** The failure text, in a red banner (e.g. 'Invalid or expired reset token. Please request a new password reset.'). */
  error?: string | undefined;
}

/** Set a new password from the emailed link (accounts §2, §4: form, then success and login after 3 s). */
export function ResetPasswordScreen({ state = 'form', ...props }: ResetPasswordScreenProps) {
  return <AuthLayout>{state === 'form' ? <ResetForm {...props} /> : <ResetOutcome state={state} />}</AuthLayout>;
}

function ResetOutcome({ state }: { state: Exclude<ResetPasswordState, 'form'> }) {
  const paths = useUiPaths();
  if (state === 'success') {
    return (
      <AuthMessage
        tone="success"
        title="Password reset successful"
        actions={
          <Link variant="standalone" href={paths.login}>
            Go to Login now
          </Link>
        }
      >
        <p>Your password has been changed. Taking you to the login page in 3 seconds...</p>
      </AuthMessage>
    );
  }
  return (
    <AuthMessage
      tone="error"
      title="Reset link not valid"
      actions={
        <Link variant="standalone" href={paths.forgotPassword}>
          Request a new reset link
        </Link>
      }
    >
      <p>{resetMessages.invalidLink}</p>
    </AuthMessage>
  );
}

function ResetForm({ onSubmit, isSubmitting = false, error }: Omit<ResetPasswordScreenProps, 'state'>) {
  const paths = useUiPaths();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({ password, confirmPassword });
  };

  return (
    <>
      <AuthHeader title="Reset Password" subtitle="Choose a new password for your account." />
      {error && <Banner tone="error">{error}</Banner>}
      <Form onSubmit={submit} className={shared.form}>
        <PasswordField
          name="password"
          label="New Password"
          autoComplete="new-password"
          description="At least 8 characters."
          isRequired
          value={password}
          onChange={setPassword}
          validate={validateNewPassword}
        />
        <PasswordField
          name="confirmPassword"
          label="Confirm New Password"
          autoComplete="new-password"
          isRequired
          value={confirmPassword}
          onChange={setConfirmPassword}
          validate={(value) => validateRepeatedPassword(value, password)}
        />
        <Button type="submit" size="large" fullWidth isPending={isSubmitting} pendingLabel="Resetting...">
          Reset Password
        </Button>
      </Form>
      <p className={shared.switchLine}>
        Link expired?{' '}
        <Link variant="standalone" href={paths.forgotPassword}>
          Request a new one
        </Link>
        <span aria-hidden="true" className={styles.separator}>
          ·
        </span>
        <Link variant="standalone" href={paths.login}>
          Back to Login
        </Link>
      </p>
    </>
  );
}
