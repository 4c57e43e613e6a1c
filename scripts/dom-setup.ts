import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { resetLeaveGate } from '../packages/app/src/lib/leave-gate';
import { loadAllDeferred } from '../packages/ui/src/utils/deferred';
import { resetLoadSignals } from '../packages/ui/src/utils/load-signals';

// The files share their modules (isolate: false): each test starts from a page that has not
// painted, been shown or been touched, with no navigation guarded.
afterEach(() => {
  cleanup();
  resetLoadSignals();
  resetLeaveGate();
});

// The product loads the code of menus, lists, tooltips and dialogs after the page is shown
// (deferred.ts); the tests meet the real controls from the first render.
beforeEach(async () => {
  await loadAllDeferred();
});

// Whole pages render here against the mock backend; on a busy 2-core machine a page can take more
// than the default second to show what a test waits for. A wrong page still fails, only later.
configure({ asyncUtilTimeout: 5000 });

// jsdom lays nothing out, so it has no scrolling; a table scrolls its highlighted row into view.
if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}
