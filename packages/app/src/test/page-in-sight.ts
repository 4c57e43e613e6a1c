import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { queryClient } from '../query-client';

/** Whether the shell still says 'Loading page' where the page goes (hidden regions aside). */
export const isPageLoading = () =>
  within(screen.getByRole('main'))
    .queryAllByRole('status')
    .some((status) => status.textContent === 'Loading page');

/**
 * Until a signed-in page shows with the team's data: the team's loads are done and the page's code
 * has arrived. The shell's other loads, such as a provider's SDK, are not waited for.
 */
export function teamPageInSight(): Promise<void> {
  return waitFor(
    () => {
      expect(queryClient.isFetching({ queryKey: ['team'] })).toBe(0);
      expect(isPageLoading()).toBe(false);
    },
    { timeout: 5000 },
  );
}
