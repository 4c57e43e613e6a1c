import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { store } from '../store';
import { activeTeamAtom } from './active-team-atoms';
import { followOtherTabs } from './tab-sync';

/**
 * While a signed-in page is open, this tab follows the session of the others (tab-sync.ts). A logout
 * elsewhere also forgets this tab's team and cached data; the session guard then sends it to /login.
 */
export function useFollowOtherTabs(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      followOtherTabs(() => {
        store.set(activeTeamAtom, null);
        queryClient.clear();
      }),
    [queryClient],
  );
}
