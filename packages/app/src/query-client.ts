import { isApiError } from '@causeway/api-client';
import { QueryClient } from '@tanstack/react-query';

const maxRetries = 3;

/**
 * Server state defaults from the spec (accounts §9): up to 3 retries, 1 s doubling per retry and
 * capped at 30 s, cache cleared after 5 minutes. Client errors (4xx) are answers, not glitches,
 * so they are not retried.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => {
          if (isApiError(error) && error.status !== null && error.status >= 400 && error.status < 500) return false;
          return failures < maxRetries;
        },
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's one query cache, shared by every page. */
export const queryClient = createQueryClient();
