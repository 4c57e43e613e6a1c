import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { messageOf } from '../errors';
import { requestGoogleToken } from './google-identity';
import { loadSignInActions } from './load-sign-in-actions';
import { authMessages } from './messages';

/** Google itself did not give a token (cancelled, denied, failed): its message is the text to show. */
class GoogleSignInError extends Error {}

/**
 * Google sign-in: only a returned token goes on to the backend (with remember_me false); the
 * reply's user and tokens are stored, user details and teams loaded, then /home.
 */
export function useGoogleSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: async () => {
      const outcome = await requestGoogleToken();
      if ('error' in outcome) throw new GoogleSignInError(outcome.error);
      await (await loadSignInActions()).signInWithGoogle(queryClient, outcome.token);
    },
    onSuccess: () => navigate('/home'),
  });
  const error =
    mutation.error instanceof GoogleSignInError
      ? mutation.error.message
      : mutation.error
        ? messageOf(mutation.error, authMessages.googleActionFailed)
        : undefined;
  return { start: () => mutation.mutate(), isPending: mutation.isPending, error };
}
