import { lightTheme } from '@causeway/ui/theme';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppRoutes } from './routes/AppRoutes';
import { store } from './store';

document.documentElement.classList.add(lightTheme);

async function start() {
  // Mock mode answers from msw, which must be ready before the first request. A real-mode build
  // drops this branch and its chunks.
  if (__MOCK_MODE__) {
    const { startMockMode } = await import('./mock-mode/start-mock-mode');
    await startMockMode();
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  // A data router around the app's routes (declared as elements in AppRoutes): it is what lets a
  // page ask before the person leaves it with unsaved edits (useBlocker), on a link or on Back.
  const router = createBrowserRouter([{ path: '*', element: <AppRoutes /> }]);
  createRoot(root).render(
    <StrictMode>
      <JotaiProvider store={store}>
        <RouterProvider router={router} />
      </JotaiProvider>
    </StrictMode>,
  );
}

void start();
