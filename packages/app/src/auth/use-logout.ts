import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { startTransition } from 'react';
import { useNavigate } from 'react-router';
import { clearSessionAtom } from '../session/clear-session';
import { paths } from '../routes/paths';
import { isSigningOutAtom } from './atoms';
import { authMutations } from './queries';

/**
 * Logs out: calls the logout service, then forgets the user, tokens, error, teams and active team
 * and goes to '/', even when the call fails (accounts spec §4).
 */
export function useLogout() {
  const setSigningOut = useSetAtom(isSigningOutAtom);
  const clearSession = useSetAtom(clearSessionAtom);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useMutation(authMutations.logout());
  return async () => {
    setSigningOut(true);
    try {
      await logout.mutateAsync();
    } catch {
      // Leaving is what the user asked for; a failed call must not keep them signed in.
    } finally {
      // The router changes pages in a transition: forgetting the session and the signing-out flag
      // in that same transition keeps the protected page from rendering signed out (and sending the
      // person to /login) before '/' is shown.
      startTransition(() => {
        clearSession();
        queryClient.clear();
        setSigningOut(false);
        void navigate(paths.landing, { replace: true });
      });
    }
  };
}
