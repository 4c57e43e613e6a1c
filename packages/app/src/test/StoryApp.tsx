import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { useState, type ReactNode } from 'react';
import { MemoryRouter, Routes, type InitialEntry } from 'react-router';
import { createQueryClient } from '../query-client';
import { store } from '../store';

/**
 * Stories show each state at once: the retry schedule of the spec (1 s, 2 s, 4 s) is a unit test's
 * business, not something a designer should wait through.
 */
function storyQueryClient() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return client;
}

/**
 * App pages as they are wired, for a story: the app's one store (the API client reads and writes
 * the tokens there), a query cache of the story's own, and a router starting at `at`.
 */
export function StoryApp({ at, children }: { at: InitialEntry; children: ReactNode }) {
  const [queryClient] = useState(storyQueryClient);
  return (
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[at]}>
          <Routes>{children}</Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
