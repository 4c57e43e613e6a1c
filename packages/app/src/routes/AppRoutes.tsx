import { Route, Routes } from 'react-router';
import { authRoutes } from './AuthRoutes';
import { billingReturnRoutes, controlTowerRoutes } from './ControlTowerRoutes';
import { lazyPage } from './lazy-page';
import { paths } from './paths';
import { publicRoutes } from './PublicRoutes';
import { RootLayout } from './RootLayout';
import { teamRoutes } from './TeamRoutes';

const loadShell = () => import('../shell/ShellLayout');
// Every protected page sits in the shell: its chunk loads beside the guard's rather than after it,
// one round trip fewer before a signed-in page can show.
const Protected = lazyPage(
  () => {
    void loadShell();
    return import('./ProtectedLayout');
  },
  (m) => m.ProtectedLayout,
);
const Shell = lazyPage(loadShell, (m) => m.ShellLayout);
const MockCheckout = __MOCK_MODE__
  ? lazyPage(
      () => import('../mock-mode/MockCheckoutPage'),
      (m) => m.MockCheckoutPage,
    )
  : null;

/**
 * Every route of both specs, one module per area (paths in paths.ts): the public pages, signing in
 * and up, and behind the session guard the signed-in shell around the publishing pages and the settings.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {publicRoutes}
        {authRoutes}
        {billingReturnRoutes}
        {MockCheckout && <Route path={paths.mockCheckout} element={<MockCheckout />} />}
        <Route element={<Protected />}>
          <Route element={<Shell />}>
            {teamRoutes}
            {controlTowerRoutes}
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}
