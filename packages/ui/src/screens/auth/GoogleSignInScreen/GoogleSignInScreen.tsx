import { AuthLayout, AuthMessage } from '../../../layout/AuthLayout';
import { Button } from '../../../primitives/Button';
import { Link } from '../../../primitives/Link';
import { useUiPaths } from '../../../primitives/UiProvider';

export interface GoogleSignInScreenProps {
  /**
   * Why the Google sign-in stopped, e.g. 'Login was cancelled. Please try again.' or the server's
   * text. Without it the page shows the sign-in in progress.
   */
  error?: string | undefined;
  /** Starts the Google sign-in again. */
  onTryAgain: () => void;
}

/** /signup/google: the Google sign-in under way, or why it stopped with a way to try again. */
export function GoogleSignInScreen({ error, onTryAgain }: GoogleSignInScreenProps) {
  const paths = useUiPaths();
  return (
    <AuthLayout>
      {error === undefined ? (
        <AuthMessage tone="progress" title="Signing in with Google…">
          <p>Finish in the Google window to continue.</p>
        </AuthMessage>
      ) : (
        <AuthMessage
          tone="error"
          title="Google sign-in did not finish"
          actions={
            <>
              <Button size="large" fullWidth onPress={onTryAgain}>
                Try again
              </Button>
              <Link variant="standalone" href={paths.login}>
                Back to Login
              </Link>
            </>
          }
        >
          <p>{error}</p>
        </AuthMessage>
      )}
    </AuthLayout>
  );
}
