import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { messageOf } from '../lib/errors';
import { paths } from '../routes/paths';
import { authMessages } from './messages';
import { authMutations, GoogleSignInError } from './queries';

/**
 * Google sign-in: only a returned token goes on to the backend (with remember_me false); the
 * reply's user and tokens are stored, user details and teams loaded, then /home.
 */
export function useGoogleSignIn() {
  const navigate = useNavigate();
  const mutation = useMutation({ ...authMutations.googleLogin(), onSuccess: () => navigate(paths.home) });
  const error =
    mutation.error instanceof GoogleSignInError
      ? mutation.error.message
      : mutation.error
        ? messageOf(mutation.error, authMessages.googleActionFailed)
        : undefined;
  return { start: () => mutation.mutate(), isPending: mutation.isPending, error };
}
