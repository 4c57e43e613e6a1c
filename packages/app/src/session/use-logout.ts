import { useQueryClient } from '@tanstack/react-query';
import { atom, useSetAtom } from 'jotai';
import { startTransition } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api';
import { clearSessionAtom } from './clear-session';

/** True while 'Please wait... Signing you out' covers the screen. */
export const isSigningOutAtom = atom(false);

/**
 * Logs out: calls the logout service, then forgets the user, tokens, error, teams and active team
 * and goes to '/', even when the call fails (accounts spec §4).
 */
export function useLogout() {
  const setSigningOut = useSetAtom(isSigningOutAtom);
  const clearSession = useSetAtom(clearSessionAtom);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return async () => {
    setSigningOut(true);
    try {
      await api.users.logout();
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
        void navigate('/', { replace: true });
      });
    }
  };
}
