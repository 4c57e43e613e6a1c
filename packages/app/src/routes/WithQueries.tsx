import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../query-client';

/**
 * Server state for the pages below. Each area that fetches mounts it once in its layout route and
 * loads it with its chunk, so the landing page, which fetches nothing, does not carry the query library.
 */
export function WithQueries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
