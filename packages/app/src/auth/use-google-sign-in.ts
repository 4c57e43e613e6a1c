import { useNavigate } from 'react-router';
import { messageOf } from '../lib/errors';
import { paths } from '../routes/paths';
import { authMessages } from './messages';
import { GoogleSignInError, signInRequests } from './sign-in-requests';
import { useSignInRequest } from './use-sign-in-request';

/**
 * Google sign-in: only a returned token goes on to the backend (with remember_me false); the
 * reply's user and tokens are stored, user details and teams loaded, then /home.
 */
export function useGoogleSignIn() {
  const navigate = useNavigate();
  const request = useSignInRequest(signInRequests.google, { onSuccess: () => void navigate(paths.home) });
  const error =
    request.error instanceof GoogleSignInError
      ? request.error.message
      : request.error
        ? messageOf(request.error, authMessages.googleActionFailed)
        : undefined;
  return { start: () => request.run(), isPending: request.isPending, error };
}
