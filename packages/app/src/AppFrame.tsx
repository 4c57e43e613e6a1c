import { Provider as JotaiProvider } from 'jotai';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { markTakenOver } from './prerender/prerendered-page';
import { AppRoutes } from './routes/AppRoutes';
import { store } from './store';

/** The app's routes as one catch-all route: the browser's data router and the prerender's static one hold the same tree. */
export const appRouteTree = [{ path: '*', element: <AppRoutes /> }];

/** What wraps the router, in the browser and in the prerender alike, so hydration meets the same tree. */
export function AppFrame({ children }: { children: ReactNode }) {
  // Runs once the tree is committed in the browser: after the take-over of a painted page.
  useEffect(markTakenOver, []);
  return (
    <StrictMode>
      <JotaiProvider store={store}>{children}</JotaiProvider>
    </StrictMode>
  );
}
