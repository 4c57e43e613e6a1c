import { Provider as JotaiProvider } from 'jotai';
import { StrictMode, type ReactNode } from 'react';
import { AppRoutes } from './routes/AppRoutes';
import { store } from './store';

/** The app's routes as one catch-all route: the browser's data router and the prerender's static one hold the same tree. */
export const appRouteTree = [{ path: '*', element: <AppRoutes /> }];

/** What wraps the router, in the browser and in the prerender alike, so hydration meets the same tree. */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <JotaiProvider store={store}>{children}</JotaiProvider>
    </StrictMode>
  );
}
