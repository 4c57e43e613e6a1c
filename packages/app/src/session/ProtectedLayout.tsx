import { Outlet, useLocation } from 'react-router';
import { noticeFrom } from '../auth/navigation-notice';
import { RequireSession } from './RequireSession';

/** The protected area: without a session, to /login (a message handed along goes with it). */
export function ProtectedLayout() {
  const location = useLocation();
  return (
    <RequireSession notice={noticeFrom(location.state)}>
      <Outlet />
    </RequireSession>
  );
}
