import { LoginScreen } from '@causeway/ui/screens/auth/LoginScreen';
import { afterFirstPaint } from '@causeway/ui/utils/after-first-paint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { messageOf } from '../errors';
import { authErrorAtom } from '../session/atoms';
import { loadSignInActions } from './load-sign-in-actions';
import { authMessages } from './messages';
import { noticeFrom } from './navigation-notice';
import { useGoogleSignIn } from './use-google-sign-in';

export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useAtom(authErrorAtom);
  // A message handed over in navigation state shows once: it is read, then cleared from history.
  const [notice, setNotice] = useState(() => noticeFrom(location.state));
  useEffect(() => {
    if (noticeFrom(location.state)) void navigate(location, { replace: true, state: null });
  }, [location, navigate]);

  // Ready by the time the form is sent, without delaying its first paint.
  useEffect(() => afterFirstPaint(() => void loadSignInActions()), []);
  const google = useGoogleSignIn();
  const login = useMutation({
    mutationFn: async (values: { email: string; password: string }) =>
      (await loadSignInActions()).signInWithPassword(queryClient, values),
    onMutate: () => setError(null),
    onSuccess: () => navigate('/home'),
    onError: (failure) => setError(messageOf(failure, authMessages.loginFailed)),
  });

  return (
    <LoginScreen
      onSubmit={(values) => login.mutate(values)}
      isSigningIn={login.isPending}
      error={error ?? google.error}
      notice={notice}
      onDismissNotice={() => setNotice(undefined)}
      onGoogle={google.start}
      isGoogleBusy={google.isPending}
    />
  );
}
