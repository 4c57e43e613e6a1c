import { Navigate, Route, useLocation } from 'react-router';
import { lazyPage } from './lazy-page';
import { paths } from './paths';

const Frame = lazyPage(
  () => import('../shell/ControlTowerFrame'),
  (m) => m.ControlTowerFrame,
);
const Notification = lazyPage(
  () => import('../shell/ComingSoonPages'),
  (m) => m.NotificationPage,
);
const Welcome = lazyPage(
  () => import('../shell/ComingSoonPages'),
  (m) => m.ControlTowerWelcomePage,
);
const Personal = lazyPage(
  () => import('../account/PersonalPage'),
  (m) => m.PersonalPage,
);
const Security = lazyPage(
  () => import('../account/SecurityPage'),
  (m) => m.SecurityPage,
);
const TeamManagement = lazyPage(
  () => import('../team-management/TeamManagementPage'),
  (m) => m.TeamManagementPage,
);
const PurchasePlan = lazyPage(
  () => import('../billing/PurchasePlanPage'),
  (m) => m.PurchasePlanPage,
);
const Billing = lazyPage(
  () => import('../billing/BillingPage'),
  (m) => m.BillingPage,
);
const ManageSocialAccount = lazyPage(
  () => import('../social/ManageSocialAccountPage'),
  (m) => m.ManageSocialAccountPage,
);

const { controlTower: ct } = paths;

/** The settings tabs (accounts §2) in their frame; tabs whose issue is still open show their title. */
export const controlTowerRoutes = (
  <Route element={<Frame />}>
    <Route path={ct.personal} element={<Personal />} />
    <Route path={ct.security} element={<Security />} />
    <Route path={ct.plan} element={<PurchasePlan />} />
    <Route path={ct.pricing} element={<PurchasePlan />} />
    <Route path={ct.billing} element={<Billing />} />
    <Route path={ct.notification} element={<Notification />} />
    <Route path={ct.teamManagement} element={<TeamManagement />} />
    <Route path={ct.manageSocialAccount} element={<ManageSocialAccount />} />
    {/* Unknown sub-paths of the settings area show a welcome. */}
    <Route path={`${ct.root}/*`} element={<Welcome />} />
  </Route>
);

/** Back from payment: to the billing tab, keeping `session_id` so it can say 'Payment Successful!'. */
function BillingReturn() {
  const { search } = useLocation();
  return <Navigate to={`${paths.controlTower.billing}${search}`} replace />;
}

/** /billing/success and /billing/cancel (accounts §2); the billing tab itself checks the session. */
export const billingReturnRoutes = (
  <>
    <Route path={paths.billingSuccess} element={<BillingReturn />} />
    <Route path={paths.billingCancel} element={<BillingReturn />} />
  </>
);
