import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { startTransition } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../routes/paths';
import { clearSessionAtom } from './clear-session';
import { sessionMutations } from './queries';
import { isSigningOutAtom } from './signing-out';

export interface LogoutOptions {
  /** Where the person lands: '/' unless told (a changed password leads to /login). */
  to?: string;
  /** A message for the page landed on (navigation state), e.g. 'Password changed successfully!'. */
  notice?: string;
  /**
   * Whether to tell the server (POST /users/logout/). Not after deleting the account: the server
   * has ended every session by then, and the call could only fail.
   */
  callServer?: boolean;
}

/**
 * Logs out: calls the logout service, then forgets the user, tokens, error, teams and active team
 * and goes to '/', even when the call fails (accounts spec §4).
 */
export function useLogout() {
  const setSigningOut = useSetAtom(isSigningOutAtom);
  const clearSession = useSetAtom(clearSessionAtom);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useMutation(sessionMutations.logout());
  return async ({ to = paths.landing, notice, callServer = true }: LogoutOptions = {}) => {
    setSigningOut(true);
    try {
      if (callServer) await logout.mutateAsync();
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
        void navigate(to, { replace: true, state: notice ? { message: notice } : undefined });
      });
    }
  };
}
