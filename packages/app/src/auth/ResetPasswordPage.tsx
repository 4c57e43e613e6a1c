import { ResetPasswordScreen } from '@causeway/ui/screens/auth/ResetPasswordScreen';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../routes/paths';
import { authMessages, redirectDelayMs } from './messages';
import { authMutations } from './queries';
import { resetFailureMessage } from './reset-failure';

/** /password-reset/{uid}/{token}: a new password, then /login after 3 s. */
export function ResetPasswordPage() {
  const { uid, token } = useParams();
  const navigate = useNavigate();
  const reset = useMutation(authMutations.resetPassword({ uid: uid ?? '', token: token ?? '' }));

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(
      () => void navigate(paths.login, { state: { message: authMessages.resetDone } }),
      redirectDelayMs,
    );
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  return (
    <ResetPasswordScreen
      state={!uid || !token ? 'invalid-link' : reset.isSuccess ? 'success' : 'form'}
      onSubmit={(values) => reset.mutate(values)}
      isSubmitting={reset.isPending}
      error={reset.isError ? resetFailureMessage(reset.error) : undefined}
    />
  );
}
