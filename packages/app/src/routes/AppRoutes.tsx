import { Route, Routes, useLocation } from 'react-router';
import { hasSession } from '../session/has-session';
import { authRoutes } from './AuthRoutes';
import { billingReturnRoutes, controlTowerRoutes } from './ControlTowerRoutes';
import { lazyPage } from './lazy-page';
import { pagesAhead } from './pages-ahead';
import { paths } from './paths';
import { publicRoutes } from './PublicRoutes';
import { RootLayout } from './RootLayout';
import { teamRoutes } from './TeamRoutes';

// Without a session the guard sends the person to /login: the signed-in pages need not load then.
const Protected = lazyPage(
  () => import('./ProtectedLayout'),
  (m) => m.ProtectedLayout,
  { childrenAheadIf: hasSession },
);
const Shell = lazyPage(
  () => import('../shell/ShellLayout'),
  (m) => m.ShellLayout,
);
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
  // Before the routes render: a lazy layout's pages would otherwise wait for it (pages-ahead.ts).
  void loadPagesFor(useLocation().pathname);
  return <Routes>{routes}</Routes>;
}

const routes = (
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
);

/** Starts loading the layouts and page an address shows (pages-ahead.ts), before anything renders. */
export const loadPagesFor = pagesAhead(routes);
