import { GoogleSignInScreen } from '@causeway/ui/screens/auth/GoogleSignInScreen';
import { useEffect } from 'react';
import { googleAutoStartMs } from './messages';
import { useGoogleSignIn } from './use-google-sign-in';

/** /signup/google: starts the Google sign-in by itself shortly after the page opens. */
export function GoogleSignInPage() {
  const { start, error } = useGoogleSignIn();
  useEffect(() => {
    const timer = setTimeout(start, googleAutoStartMs);
    return () => clearTimeout(timer);
    // Once per visit; `start` is a new function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <GoogleSignInScreen error={error} onTryAgain={start} />;
}
