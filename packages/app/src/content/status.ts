import type { UseQueryResult } from '@tanstack/react-query';

/** A query's state as the content screens name it. */
export function contentStatus(query: Pick<UseQueryResult, 'isPending' | 'isError'>): 'loading' | 'error' | 'ready' {
  if (query.isError) return 'error';
  return query.isPending ? 'loading' : 'ready';
}
