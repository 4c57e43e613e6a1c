import { AppShell, BillingBanner, PageLoading } from '@causeway/ui/layout/AppShell';
import { Stack } from '@causeway/ui/primitives/Stack';
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
import { useNoticeHold } from './use-notice-hold';

/**
 * The frame of every signed-in page (publishing §2): sidebar, header bar with the team switcher and
 * profile menu, top navigation, the billing banner and the token-health warnings, and the page. On
 * the first load the page waits out of sight until those notices are known (useNoticeHold), so one
 * never pushes it down. A page that fails to render shows 'Something went wrong' in the content
 * area; the navigation stays usable.
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
  // Until the active team is known, so is neither notice.
  const isTeamPending = teams.activeTeamId === null && teams.status === 'loading';
  const isNoticePending = useNoticeHold(isTeamPending || banner.isPending || tokenHealth.isPending);

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
      notice={
        banner.show || tokenHealth.notice ? (
          <Stack space="3">
            {banner.show && <BillingBanner teamName={banner.teamName} />}
            {tokenHealth.notice && <TokenHealthNotice {...tokenHealth.notice} />}
          </Stack>
        ) : null
      }
      isNoticePending={isNoticePending}
      isSigningOut={isSigningOut}
    >
      <RouteErrorBoundary resetKey={location.key} isInsideLayout>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
          <PageShown isVisible={!isNoticePending} />
        </Suspense>
      </RouteErrorBoundary>
    </AppShell>
  );
}
