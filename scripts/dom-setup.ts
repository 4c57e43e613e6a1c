import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { loadAllDeferredCode } from '../packages/ui/src/utils/deferred-code';

afterEach(() => cleanup());

// The product loads the code of menus, lists, tooltips and dialogs after the page is shown
// (deferred-code.ts); the tests meet the real controls from the first render.
beforeEach(async () => {
  await loadAllDeferredCode();
});

// Whole pages render here against the mock backend; on a busy 2-core machine a page can take more
// than the default second to show what a test waits for. A wrong page still fails, only later.
configure({ asyncUtilTimeout: 5000 });

// jsdom lays nothing out, so it has no scrolling; a table scrolls its highlighted row into view.
if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}
