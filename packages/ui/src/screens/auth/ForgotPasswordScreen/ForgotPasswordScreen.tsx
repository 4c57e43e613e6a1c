import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { AuthHeader, AuthLayout, AuthMessage } from '../../../layout/AuthLayout';
import { Banner } from '../../../primitives/Banner';
import { Button } from '../../../primitives/Button';
import { Link } from '../../../primitives/Link';
import { useUiPaths } from '../../../primitives/UiProvider';
import { EmailField } from '../parts/EmailField';
import * as shared from '../auth-screens.css';
import * as styles from './ForgotPasswordScreen.css';
import { validateEmail } from '../email-rules';

export interface ForgotPasswordScreenProps {
  /** Called with the email as typed, once it passes the rule (required, an email address). */
  onSubmit: (values: { email: string }) => void;
  isSubmitting?: boolean;
  /** The failure text, in a red banner (e.g. 'Failed to send password reset email. Please try again.'). */
  error?: string | undefined;
  /** Set once the reset email is on its way: the page then says to check that inbox. */
  sentTo?: string | undefined;
  /** Fills the email field at first. */
  defaultEmail?: string;
}

/** Request a password reset link by email (accounts §2). */
export function ForgotPasswordScreen({
  onSubmit,
  isSubmitting = false,
  error,
  sentTo,
  defaultEmail = '',
}: ForgotPasswordScreenProps) {
  const paths = useUiPaths();
  const [email, setEmail] = useState(defaultEmail);

  if (sentTo !== undefined) {
    return (
      <AuthLayout>
        <AuthMessage
          tone="mail"
          title="Check your inbox"
          actions={
            <Link variant="standalone" href={paths.login}>
              Back to Login
            </Link>
          }
        >
          <p>
            We sent a password reset link to <strong className={styles.address}>{sentTo}</strong>. Open it to choose a
            new password.
          </p>
          <p>No email after a few minutes? Look in your spam folder.</p>
        </AuthMessage>
      </AuthLayout>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({ email });
  };

  return (
    <AuthLayout>
      <AuthHeader
        title="Forgot Password?"
        subtitle="Enter the email you signed up with and we will send you a link to reset your password."
      />
      {error && <Banner tone="error">{error}</Banner>}
      <Form onSubmit={submit} className={shared.form}>
        <EmailField value={email} onChange={setEmail} validate={validateEmail} />
        <Button type="submit" size="large" fullWidth isPending={isSubmitting} pendingLabel="Sending...">
          Send Reset Link
        </Button>
      </Form>
      <p className={shared.switchLine}>
        Remembered it?{' '}
        <Link variant="standalone" href={paths.login}>
          Back to Login
        </Link>
      </p>
    </AuthLayout>
  );
}
