import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './query-client';

/**
 * Server state for a page. Pages that fetch load this with their own chunk, so the landing page,
 * which fetches nothing, does not carry the query library.
 */
export function WithQueries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
