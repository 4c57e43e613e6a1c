import { AuthLayout, AuthMessage } from '../../../layout/AuthLayout';
import { Button } from '../../../primitives/Button';
import { Link } from '../../../primitives/Link';
import { useUiPaths } from '../../../primitives/UiProvider';

export type VerifyEmailState = 'verifying' | 'success' | 'error';

export interface VerifyEmailScreenProps {
  state: VerifyEmailState;
  /** The success text; a plain confirmation when not given. */
  successMessage?: string | undefined;
  /** The failure text, e.g. 'Invalid verification link. Missing required parameters.'. */
  errorMessage?: string | undefined;
  /** Tries again; the app reloads the page. */
  onRetry: () => void;
}

export const verifyEmailFallbackError = 'Email verification failed. Please try again.';

/** The email verification link's page (accounts §4): verifying, then success (login after 3 s) or error. */
export function VerifyEmailScreen({ state, successMessage, errorMessage, onRetry }: VerifyEmailScreenProps) {
  const paths = useUiPaths();
  return (
    <AuthLayout>
      {state === 'verifying' && (
        <AuthMessage tone="progress" title="Verifying your email...">
          <p>This only takes a moment.</p>
        </AuthMessage>
      )}
      {state === 'success' && (
        <AuthMessage
          tone="success"
          title="Email verified"
          actions={
            <Link variant="standalone" href={paths.login}>
              Go to Login now
            </Link>
          }
        >
          <p>{successMessage ?? 'Your email address has been verified.'}</p>
          <p>Taking you to the login page in 3 seconds...</p>
        </AuthMessage>
      )}
      {state === 'error' && (
        <AuthMessage
          tone="error"
          title="Verification failed"
          actions={
            <>
              <Button size="large" fullWidth onPress={onRetry}>
                Retry
              </Button>
              <Link variant="standalone" href={paths.login}>
                Back to Login
              </Link>
            </>
          }
        >
          <p>{errorMessage ?? verifyEmailFallbackError}</p>
        </AuthMessage>
      )}
    </AuthLayout>
  );
}
