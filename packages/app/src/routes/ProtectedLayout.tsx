import { Outlet, useLocation } from 'react-router';
import { RequireSession } from '../auth/RequireSession';
import { noticeFrom } from '../lib/navigation-notice';
import { useFollowOtherTabs } from '../session/use-follow-other-tabs';
import { WithQueries } from './WithQueries';

/**
 * The signed-in area's frame: server state for every page in it (provided once, here), the session
 * shared with the other tabs, and without a session, /login (a message handed along goes with it).
 */
export function ProtectedLayout() {
  const location = useLocation();
  return (
    <WithQueries>
      <FollowOtherTabs />
      <RequireSession notice={noticeFrom(location.state)}>
        <Outlet />
      </RequireSession>
    </WithQueries>
  );
}

/** Inside the query provider, which a logout in another tab empties. */
function FollowOtherTabs() {
  useFollowOtherTabs();
  return null;
}
