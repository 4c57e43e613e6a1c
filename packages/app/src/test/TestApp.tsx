import { Provider as JotaiProvider } from 'jotai';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, Route, Routes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { LoginPage } from '../auth/LoginPage';
import { RegisterPage } from '../auth/RegisterPage';
import { BlogListPage } from '../content/BlogListPage';
import { LandingPage } from '../public/LandingPage';
import { PricingPage } from '../public/PricingPage';
import { paths } from '../routes/paths';
import { RootLayout } from '../routes/RootLayout';
import { ProtectedLayout } from '../routes/ProtectedLayout';
import { ShellLayout } from '../shell/ShellLayout';
import { UpcomingPage } from '../shell/ComingSoonPages';
import { store } from '../store';
import { WithQueries } from '../routes/WithQueries';

/**
 * The app's sign-in slice as it runs, at `path`: the one store, the shared query cache, the root
 * layout (which hands the router to code outside React) and the real pages on their real paths.
 * Pages are imported directly rather than through the app's lazy routes, so a test waits only for
 * the network. `signedIn` adds routes inside the signed-in shell, beside /home.
 */
export function TestApp({ path, signedIn }: { path: string; signedIn?: ReactNode }) {
  // A data router, as the app has (main.tsx), so pages that guard unsaved edits work here too.
  const [router] = useState(() =>
    createMemoryRouter([{ path: '*', element: <TestRoutes signedIn={signedIn} /> }], { initialEntries: [path] }),
  );
  return (
    <JotaiProvider store={store}>
      <WithQueries>
        <RouterProvider router={router} />
      </WithQueries>
    </JotaiProvider>
  );
}

function TestRoutes({ signedIn }: { signedIn?: ReactNode }) {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<LandingPage />} />
        <Route path={paths.login} element={<LoginPage />} />
        <Route path={paths.register} element={<RegisterPage />} />
        <Route path={paths.pricing} element={<PricingPage />} />
        <Route path={paths.blog} element={<BlogListPage />} />
        <Route element={<ProtectedLayout />}>
          <Route element={<ShellLayout />}>
            <Route path={paths.home} element={<UpcomingPage title="Publish Post" />} />
            {signedIn}
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}
