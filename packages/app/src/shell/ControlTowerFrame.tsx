import { ControlTowerLayout } from '@causeway/ui/layout/ControlTowerLayout';
import { Outlet, useLocation } from 'react-router';

/** The settings area's tabs (accounts §2) around the tab shown. */
export function ControlTowerFrame() {
  const { pathname } = useLocation();
  return (
    <ControlTowerLayout currentPath={pathname}>
      <Outlet />
    </ControlTowerLayout>
  );
}
