import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';

/**
 * The signed-in user's details. On a protected path they are fetched once and, on failure,
 * retried twice — after 1 s, then 2 s (accounts spec §4) — before the session is given up.
 */
export const userDetailsQuery = queryOptions({
  queryKey: ['user', 'details'],
  queryFn: () => api.users.details(),
  retry: 2,
  retryDelay: (attempt) => 1000 * 2 ** attempt,
  staleTime: 5 * 60 * 1000,
});
