import type { QueryObserverResult } from '@tanstack/react-query';

/**
 * A query fetching its first answer, no attempt failed yet: an answer still expected soon. Once an
 * attempt fails, the retries may take seconds; nothing should wait for them.
 */
export function isFirstLoad(query: Pick<QueryObserverResult, 'isLoading' | 'failureCount'>): boolean {
  return query.isLoading && query.failureCount === 0;
}
