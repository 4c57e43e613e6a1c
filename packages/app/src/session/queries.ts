import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { hasSession } from './has-session';

/** The signed-in person's details: the shell's header, the guard of every protected page and the forms read them. */
export const accountKeys = {
  all: ['account'] as const,
  details: () => [...accountKeys.all, 'details'] as const,
};

export const accountQueries = {
  /**
   * The signed-in user's details. On a protected path they are fetched once and, on failure,
   * retried twice — after 1 s, then 2 s (accounts §4) — before the session is given up.
   */
  details: () =>
    queryOptions({
      queryKey: accountKeys.details(),
      queryFn: () => api.users.details(),
      enabled: hasSession,
      retry: 2,
      retryDelay: (attempt) => 1000 * 2 ** attempt,
    }),
};

export const sessionMutations = {
  /** POST /users/logout/. Only the signed-in shell and settings log out, so the client is loaded by then. */
  logout: () => mutationOptions({ mutationFn: () => api.users.logout() }),
};
