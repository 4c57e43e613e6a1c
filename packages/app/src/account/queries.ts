import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { store } from '../store';
import { tokensAtom } from '../session/atoms';

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
      // Only with a session: logging out empties the cache while the signed-in page is still showing,
      // and that page must not ask again without a token.
      enabled: () => store.get(tokensAtom).access !== null,
      retry: 2,
      retryDelay: (attempt) => 1000 * 2 ** attempt,
    }),
};
