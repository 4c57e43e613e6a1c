import { ShellSkeleton } from '@causeway/ui/layout/ShellSkeleton';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RequireSession } from '../auth/RequireSession';
import { noticeFrom } from '../lib/navigation-notice';
import { useFollowOtherTabs } from '../session/use-follow-other-tabs';
import { WithQueries } from './WithQueries';

/**
 * The signed-in area's frame: server state for every page in it (provided once, here), the session
 * shared with the other tabs, and without a session, /login (a message handed along goes with it).
 * On the first load of a signed-in address the shell's code may still be on the way: its skeleton
 * holds the screen meanwhile.
 */
export function ProtectedLayout() {
  const location = useLocation();
  return (
    <WithQueries>
      <FollowOtherTabs />
      <RequireSession notice={noticeFrom(location.state)}>
        <Suspense fallback={<ShellSkeleton />}>
          <Outlet />
        </Suspense>
      </RequireSession>
    </WithQueries>
  );
}

/** Inside the query provider, which a logout in another tab empties. */
function FollowOtherTabs() {
  useFollowOtherTabs();
  return null;
}
