import { lightTheme } from '@causeway/ui/theme';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { AppFrame } from './AppFrame';
import { guardHistory } from './lib/leave-gate';
import { AppRoutes, loadPagesFor } from './routes/AppRoutes';
import { MockPanel } from './routes/RootLayout';
import { stopMarkingPresses } from './prerender/pressed-before-takeover';
import { isPrerenderedHere, leavePrerender } from './prerender/prerendered-page';

document.documentElement.classList.add(lightTheme);

async function start() {
  // Mock mode answers from msw, which must be ready before the first request. Meanwhile the page's
  // code and the mock panel's arrive, so the first render draws them at once rather than a moment
  // of fallbacks (lazy-page.ts). A real-mode build drops this branch and its chunks.
  if (__MOCK_MODE__) {
    const { startMockMode } = await import('./mock-mode/start-mock-mode');
    await Promise.all([startMockMode(), loadPagesFor(location.pathname), MockPanel?.preload()]);
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  // The browser's history behind the leave gate, so a page can ask before the person leaves it with
  // unsaved edits, on a link or on Back (lib/leave-gate.ts).
  const history = guardHistory(UNSAFE_createBrowserHistory({ v5Compat: true }));
  const app = (
    <AppFrame>
      <HistoryRouter history={history}>
        <AppRoutes />
      </HistoryRouter>
    </AppFrame>
  );
  // A page prerendered for this address is taken over as it stands; any other address (the file
  // also answers for addresses it was not made for) is drawn afresh.
  if (isPrerenderedHere()) {
    // As a transition, the take-over yields to the browser every few milliseconds: the page is
    // already on screen, and a person scrolling or pressing it is not kept waiting.
    stopMarkingPresses();
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    leavePrerender(root);
    createRoot(root).render(app);
  }
}

void start();
