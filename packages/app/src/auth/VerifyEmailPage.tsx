import { isApiError } from '@causeway/api-client';
import { VerifyEmailScreen } from '@causeway/ui/screens/auth/VerifyEmailScreen';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../routes/paths';
import { authMessages, redirectDelayMs } from './messages';
import { authQueries } from './queries';

/** /verify-email/{uidb64}/{token}: verifying, then success (→ /login after 3 s with a message) or error. */
export function VerifyEmailPage() {
  const { uidb64, token } = useParams();
  const navigate = useNavigate();
  const complete = Boolean(uidb64 && token);
  const verification = useQuery(authQueries.verifyEmail(uidb64 ?? '', token ?? ''));

  useEffect(() => {
    if (!verification.isSuccess) return;
    const timer = setTimeout(
      () => void navigate(paths.login, { state: { message: authMessages.verifyDone } }),
      redirectDelayMs,
    );
    return () => clearTimeout(timer);
  }, [verification.isSuccess, navigate]);

  const linkIncomplete = !complete || missesLinkParts(verification.error);
  const state = !complete || verification.isError ? 'error' : verification.isSuccess ? 'success' : 'verifying';
  return (
    <VerifyEmailScreen
      state={state}
      successMessage={authMessages.verifyDone}
      errorMessage={linkIncomplete ? authMessages.verifyLinkIncomplete : authMessages.verifyFailed}
      onRetry={() => window.location.reload()}
    />
  );
}

/** The server, too, can find the link's parts missing: field errors on uidb64 or token. */
function missesLinkParts(error: unknown): boolean {
  return isApiError(error) && Boolean(error.fieldErrors.uidb64?.length || error.fieldErrors.token?.length);
}
