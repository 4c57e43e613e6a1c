import { Outlet } from 'react-router';
import { WithQueries } from './WithQueries';

/** A layout route giving its child routes server state: the public pages that fetch, in a chunk of their own. */
export function QueriesLayout() {
  return (
    <WithQueries>
      <Outlet />
    </WithQueries>
  );
}
