import { PageSkeleton } from '@causeway/ui/layout/PublicLayout';
import { ShellSkeleton } from '@causeway/ui/layout/ShellSkeleton';
import { UiProvider } from '@causeway/ui/primitives/UiProvider';
import { Suspense, useEffect } from 'react';
import { Outlet, useHref, useLocation, useNavigate, type NavigateOptions } from 'react-router';
import { setNavigate } from '../lib/navigation';
import { lazyPage } from './lazy-page';
import { paths } from './paths';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { isSignedInAddress } from './signed-in-address';
import { LazyToaster } from './LazyToaster';
import { usePageFrame } from './use-page-frame';

/** Mock mode's tester panel, in its own chunk; a real-mode build does not contain it at all. */
export const MockPanel = __MOCK_MODE__
  ? lazyPage(
      () => Promise.all([import('../mock-mode/MockPanel'), import('./WithQueries')]),
      ([{ MockPanel: Panel }, { WithQueries }]) =>
        function MockPanelWithQueries() {
          return (
            <WithQueries>
              <Panel />
            </WithQueries>
          );
        },
    )
  : null;

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/**
 * The href a ui link renders: the router's for paths inside the app, the address itself for links
 * that leave it ('View on Facebook'), which the router would otherwise read as a relative path.
 */
function useLinkHref(to: string): string {
  const inApp = useHref(to);
  return /^[a-z][a-z\d+.-]*:/i.test(to) ? to : inApp;
}

/** While an address's frame is still on its way: the signed-in shell's skeleton, or a public page's. */
function FrameSkeleton({ pathname }: { pathname: string }) {
  return isSignedInAddress(pathname) ? <ShellSkeleton /> : <PageSkeleton />;
}

/** Every route's frame: ui links navigate through the router, render failures are caught, toasts have their region. */
export function RootLayout() {
  const navigate = useNavigate();
  const location = useLocation();
  usePageFrame();
  useEffect(() => {
    setNavigate(navigate);
    return () => setNavigate(null);
  }, [navigate]);

  return (
    <UiProvider
      navigate={(path, options) => void navigate(path, options as NavigateOptions)}
      useHref={useLinkHref}
      paths={paths}
    >
      <RouteErrorBoundary resetKey={location.key}>
        <Suspense fallback={<FrameSkeleton pathname={location.pathname} />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      <LazyToaster />
      {MockPanel && (
        <Suspense fallback={null}>
          <MockPanel />
        </Suspense>
      )}
    </UiProvider>
  );
}
