import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { AppFrame } from './AppFrame';
import { guardHistory } from './lib/leave-gate';
import { stopMarkingPresses } from './prerender/pressed-before-takeover';
import { isPrerenderedHere, leavePrerender } from './prerender/prerendered-page';
import { AppRoutes } from './routes/AppRoutes';

/**
 * Draws the app into #root: a page prerendered for this address is taken over as it stands; any
 * other address (the file also answers for addresses it was not made for) is drawn afresh.
 */
export function startApp(): void {
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
