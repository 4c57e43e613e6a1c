import { LoginScreen } from '@causeway/ui/screens/auth/LoginScreen';
import { useAtom } from 'jotai';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { messageOf } from '../lib/errors';
import { noticeFrom } from '../lib/navigation-notice';
import { takeOverTypedForms } from '../prerender/typed-before-takeover';
import { paths } from '../routes/paths';
import { authErrorAtom } from '../session/atoms';
import { authCalls } from './auth-calls';
import { authMessages } from './messages';
import { signInRequests } from './sign-in-requests';
import { useGoogleSignIn } from './use-google-sign-in';
import { useSignInRequest } from './use-sign-in-request';

export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [error, setError] = useAtom(authErrorAtom);
  // A message handed over in navigation state shows once: it is read, then cleared from history.
  const [notice, setNotice] = useState(() => noticeFrom(location.state));
  useEffect(() => {
    if (noticeFrom(location.state)) void navigate(location, { replace: true, state: null });
  }, [location, navigate]);

  // The page is painted from HTML in a real-mode build: what was typed before the app had it is kept.
  useLayoutEffect(() => takeOverTypedForms(), []);
  // Ready by the time the form is sent, without delaying its first paint.
  useEffect(() => authCalls.loadOnSignal(), []);
  const google = useGoogleSignIn();
  const login = useSignInRequest(signInRequests.password, {
    onStart: () => setError(null),
    onSuccess: () => void navigate(paths.home),
    onError: (failure) => setError(messageOf(failure, authMessages.loginFailed)),
  });

  return (
    <LoginScreen
      onSubmit={(values) => login.run(values)}
      isSigningIn={login.isPending}
      error={error ?? google.error}
      notice={notice}
      onDismissNotice={() => setNotice(undefined)}
      onGoogle={google.start}
      isGoogleBusy={google.isPending}
    />
  );
}
