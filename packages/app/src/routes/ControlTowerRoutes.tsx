import { Navigate, Route, useLocation } from 'react-router';
import { lazyPage } from './lazy-page';
import { paths } from './paths';

const SignedIn = lazyPage(
  () => import('../home/SignedInPage'),
  (m) => m.SignedInPage,
);

/** The settings tabs (accounts §2) and the title each shows until its own screen exists. */
const controlTowerPages: [path: string, title: string][] = [
  [paths.controlTower.personal, 'Personal'],
  [paths.controlTower.security, 'Security'],
  [paths.controlTower.billing, 'Billing'],
  [paths.controlTower.plan, 'Purchase Plan'],
  [paths.controlTower.notification, 'Notification'],
  [paths.controlTower.teamManagement, 'Team Management'],
  [paths.controlTower.manageSocialAccount, 'Manage Social Account'],
  [paths.controlTower.pricing, 'Pricing'],
  // Unknown sub-paths of the settings area show a welcome.
  [`${paths.controlTower.root}/*`, 'Control Tower'],
];

export const controlTowerRoutes = (
  <>
    {controlTowerPages.map(([path, title]) => (
      <Route key={path} path={path} element={<SignedIn title={title} />} />
    ))}
  </>
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
