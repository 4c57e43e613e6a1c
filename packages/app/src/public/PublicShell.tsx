import { PageSkeleton, PublicLayout } from '@causeway/ui/layout/PublicLayout';
import { scrollToFeatures } from '@causeway/ui/screens/public/LandingScreen';
import { useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageShown, useFrameHoldsDeferredCode } from '../routes/page-shown';
import { paths } from '../routes/paths';
import { isSignedInAtom } from '../session/atoms';

/**
 * The public pages' frame. 'Features' scrolls to the features section on the landing page and
 * goes to '/#features' from anywhere else.
 */
export function PublicShell() {
  useFrameHoldsDeferredCode();
  const isSignedIn = useAtomValue(isSignedInAtom);
  const { pathname } = useLocation();
  const onLanding = pathname === paths.landing || pathname === paths.index;
  return (
    <PublicLayout
      isSignedIn={isSignedIn}
      featuresHref={onLanding ? '#features' : paths.features}
      onFeatures={onLanding ? scrollToFeatures : undefined}
      currentPath={pathname}
    >
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
        <PageShown isVisible />
      </Suspense>
    </PublicLayout>
  );
}
