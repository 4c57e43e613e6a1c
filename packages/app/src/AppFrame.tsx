import { Provider as JotaiProvider } from 'jotai';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { markTakenOver } from './prerender/prerendered-page';
import { store } from './store';

/** What wraps the router and the app's routes, in the browser and in the prerender alike, so hydration meets the same tree. */
export function AppFrame({ children }: { children: ReactNode }) {
  // Runs once the tree is committed in the browser: after the take-over of a painted page.
  useEffect(markTakenOver, []);
  return (
    <StrictMode>
      <JotaiProvider store={store}>{children}</JotaiProvider>
    </StrictMode>
  );
}
