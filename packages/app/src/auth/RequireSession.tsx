import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '../routes/paths';
import { isSignedInAtom } from '../session/atoms';
import { clearSessionAtom } from '../session/clear-session';
import { accountQueries } from '../session/queries';
import { isSigningOutAtom } from '../session/signing-out';

/**
 * Guards a protected route: no stored token → /login (with `notice`, if any, for its green banner).
 * With a token, the user's details are loaded (retried twice, 1 s then 2 s); when that still fails
 * both tokens are cleared and the user goes to /login (accounts spec §4).
 */
export function RequireSession({ children, notice }: { children: ReactNode; notice?: string | undefined }) {
  const isSignedIn = useAtomValue(isSignedInAtom);
  // Logging out forgets the tokens before it leaves for '/': the page stays under its overlay until then.
  const isSigningOut = useAtomValue(isSigningOutAtom);
  const location = useLocation();
  if (!isSignedIn && !isSigningOut)
    return <Navigate to={paths.login} replace state={{ from: location.pathname, message: notice }} />;
  return <LoadUserDetails>{children}</LoadUserDetails>;
}

function LoadUserDetails({ children }: { children: ReactNode }) {
  const details = useQuery(accountQueries.details());
  const clearSession = useSetAtom(clearSessionAtom);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    if (!details.isError) return;
    clearSession();
    queryClient.removeQueries({ queryKey: accountQueries.details().queryKey });
    void navigate(paths.login, { replace: true });
  }, [details.isError, clearSession, queryClient, navigate]);
  return children;
}
