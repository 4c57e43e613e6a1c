import { AppShell, BillingNotice, PageLoading } from '@causeway/ui/layout/AppShell';
import { TokenHealthNotice } from '@causeway/ui/screens/social/TokenHealthNotice';
import { useQuery } from '@tanstack/react-query';
import { useAtom, useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { accountQueries } from '../session/queries';
import { isSigningOutAtom } from '../session/signing-out';
import { useLogout } from '../session/use-logout';
import { useBillingBanner } from '../billing/use-billing-banner';
import { messageOf } from '../lib/errors';
import { RouteErrorBoundary } from '../routes/RouteErrorBoundary';
import { useTokenHealthNotice } from '../social/use-token-health-notice';
import { useTeamSwitcher } from './use-team-switcher';
import { isSidebarCollapsedAtom } from './atoms';
import { PageShown, useFrameHoldsDeferredCode } from '../routes/page-shown';

/**
 * The frame of every signed-in page (publishing §2): sidebar, header bar with the team switcher,
 * profile menu and the notices about the active team (the billing notice, the token-health
 * warnings), top navigation, and the page. The notices have their place in the header from the
 * first paint, so the page shows at once and a notice that comes later moves nothing. A page that
 * fails to render shows 'Something went wrong' in the content area; the navigation stays usable.
 */
export function ShellLayout() {
  useFrameHoldsDeferredCode();
  const location = useLocation();
  const [isCollapsed, setCollapsed] = useAtom(isSidebarCollapsedAtom);
  const teams = useTeamSwitcher();
  const details = useQuery(accountQueries.details());
  const logout = useLogout();
  const isSigningOut = useAtomValue(isSigningOutAtom);
  const banner = useBillingBanner();
  const tokenHealth = useTokenHealthNotice();

  return (
    <AppShell
      currentPath={location.pathname}
      isSidebarCollapsed={isCollapsed}
      onSidebarCollapsedChange={setCollapsed}
      teams={teams}
      profile={{
        status: details.isPending ? 'loading' : details.isError ? 'error' : 'ready',
        user: details.data && {
          username: details.data.username,
          email: details.data.email,
          profilePicture: details.data.profile_picture,
        },
        errorMessage: details.isError ? messageOf(details.error) : undefined,
        onLogout: () => void logout(),
      }}
      notices={
        <>
          {banner.show && <BillingNotice teamName={banner.teamName} />}
          {tokenHealth.notice && <TokenHealthNotice {...tokenHealth.notice} />}
        </>
      }
      isSigningOut={isSigningOut}
    >
      <RouteErrorBoundary resetKey={location.key} isInsideLayout>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
          <PageShown isVisible />
        </Suspense>
      </RouteErrorBoundary>
    </AppShell>
  );
}
