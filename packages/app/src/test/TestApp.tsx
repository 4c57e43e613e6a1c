import { Provider as JotaiProvider } from 'jotai';
import { useState, type ReactNode } from 'react';
import { Route, Routes, UNSAFE_createMemoryHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { LoginPage } from '../auth/LoginPage';
import { guardHistory } from '../lib/leave-gate';
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
  // A history behind the leave gate, as the app has (start-app.tsx), so pages that guard unsaved edits work here too.
  const [history] = useState(() =>
    guardHistory(UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true })),
  );
  return (
    <JotaiProvider store={store}>
      <WithQueries>
        <HistoryRouter history={history}>
          <TestRoutes signedIn={signedIn} />
        </HistoryRouter>
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
