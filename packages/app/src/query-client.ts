import { isApiError } from '@causeway/api-client';
import { QueryClient } from '@tanstack/react-query';

const maxRetries = 3;
const fiveMinutes = 5 * 60 * 1000;

/**
 * Server state defaults, set here once for every feature's queries. From the spec (accounts §9): up
 * to 3 retries, 1 s doubling per retry and capped at 30 s, cache cleared after 5 minutes. Client
 * errors (4xx) are answers, not glitches, so they are not retried. Data stays fresh for those same
 * 5 minutes (moving between pages does not ask again); what changes under the person's hands is
 * invalidated by the mutation that changed it, and a query that must follow the window's focus
 * (billing) sets its own `staleTime`.
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
        gcTime: fiveMinutes,
        staleTime: fiveMinutes,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's one query cache, shared by every page. */
export const queryClient = createQueryClient();
