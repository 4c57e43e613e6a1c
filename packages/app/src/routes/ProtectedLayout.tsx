import { Outlet, useLocation } from 'react-router';
import { RequireSession } from '../auth/RequireSession';
import { noticeFrom } from '../lib/navigation-notice';
import { WithQueries } from './WithQueries';

/**
 * The signed-in area's frame: server state for every page in it (provided once, here), and without
 * a session, /login (a message handed along goes with it).
 */
export function ProtectedLayout() {
  const location = useLocation();
  return (
    <WithQueries>
      <RequireSession notice={noticeFrom(location.state)}>
        <Outlet />
      </RequireSession>
    </WithQueries>
  );
}
