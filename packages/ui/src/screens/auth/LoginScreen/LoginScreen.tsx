import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { AuthHeader, AuthLayout, SocialSignIn } from '../../../layout/AuthLayout';
import { Banner } from '../../../primitives/Banner';
import { Button } from '../../../primitives/Button';
import { Link } from '../../../primitives/Link';
import { LoadingOverlay } from '../../../primitives/LoadingOverlay';
import { PasswordField } from '../../../primitives/PasswordField';
import { Stack } from '../../../primitives/Stack';
import { useUiPaths } from '../../../primitives/UiProvider';
import { EmailField } from '../parts/EmailField';
import * as shared from '../auth-screens.css';
import * as styles from './LoginScreen.css';
import { validateLoginEmail, validateLoginPassword } from './rules';

export interface LoginValues {
  email: string;
  password: string;
}

export interface LoginScreenProps {
  /** Called with exactly what was typed, once both fields pass the rules. */
  onSubmit: (values: LoginValues) => void;
  /** While the login runs: the button reads 'Logging in...' and the 'Signing you in' overlay covers the page. */
  isSigningIn?: boolean;
  /** The login error, in a red banner (a catalogue text or the server's). */
  error?: string | undefined;
  /** A message handed over by the previous page (e.g. after verification), in a green banner. */
  notice?: string | undefined;
  /** Shows a dismiss button on the notice. */
  onDismissNotice?: () => void;
  onGoogle: () => void;
  isGoogleBusy?: boolean;
  /** Fills the email field at first, e.g. the address just registered. */
  defaultEmail?: string;
}

/** The login page (accounts §2): email and password, links to reset and register, Google sign-in. */
export function LoginScreen({
  onSubmit,
  isSigningIn = false,
  error,
  notice,
  onDismissNotice,
  onGoogle,
  isGoogleBusy,
  defaultEmail = '',
}: LoginScreenProps) {
  const paths = useUiPaths();
  const [email, setEmail] = useState(defaultEmail);
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({ email, password });
  };

  return (
    <AuthLayout>
      <AuthHeader title="Welcome Back!" subtitle="Log in to your account to continue" />
      {notice && (
        <Banner tone="success" onDismiss={onDismissNotice}>
          {notice}
        </Banner>
      )}
      {error && <Banner tone="error">{error}</Banner>}
      {/* A real-mode build paints this form from HTML, where it can be sent before the app has the
          page (or with scripts off): by post, so what was typed never goes into the address. */}
      <Form onSubmit={submit} method="post" className={shared.form}>
        <EmailField value={email} onChange={setEmail} validate={validateLoginEmail} />
        <Stack space="2">
          <PasswordField
            name="password"
            label="Password"
            autoComplete="current-password"
            isRequired
            value={password}
            onChange={setPassword}
            validate={validateLoginPassword}
          />
          <Link variant="standalone" href={paths.forgotPassword} className={styles.forgotLink}>
            Forgot Password?
          </Link>
        </Stack>
        <Button type="submit" size="large" fullWidth isPending={isSigningIn} pendingLabel="Logging in...">
          Login
        </Button>
      </Form>
      <SocialSignIn label="Or login with" onGoogle={onGoogle} isGoogleBusy={isGoogleBusy} isDisabled={isSigningIn} />
      <p className={shared.switchLine}>
        Don&apos;t have an account?{' '}
        <Link variant="standalone" href={paths.register}>
          Create an account
        </Link>
      </p>
      <LoadingOverlay isOpen={isSigningIn} title="Please wait..." message="Signing you in" />
    </AuthLayout>
  );
}
