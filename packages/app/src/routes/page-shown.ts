import { holdDeferredCode, releaseDeferredCode } from '@causeway/ui/utils/deferred-code';
import { useEffect, useLayoutEffect, useState } from 'react';

/**
 * When a page counts as shown: its code has arrived, its frame (the signed-in shell, the public
 * pages' frame) has stopped holding it out of sight, and the page itself has nothing of its own
 * still loading (its text from the server, its draft). Then the code the page was shown without
 * (menus, lists, tooltips, dialogs: @causeway/ui's deferred-code.ts) may load, and the User Timing
 * mark 'causeway:page-shown' records the moment (the size check measures the scripts a page needs
 * up to it). Until then that code would only compete with the page's own scripts and calls.
 */
export const pageShownMark = 'causeway:page-shown';

let holds = 0;
let isVisible = false;

function releaseIfShown() {
  if (!isVisible || holds > 0) return;
  if (performance.getEntriesByName(pageShownMark).length === 0) performance.mark(pageShownMark);
  releaseDeferredCode();
}

/** The frame: holds deferred code back from its first render until a page is shown. */
export function useFrameHoldsDeferredCode() {
  useState(holdDeferredCode);
}

/**
 * Rendered beside the page, inside the frame's Suspense: it commits when the page does. Its effect
 * runs after the page's own layout effects, so a page that holds (below) is counted first.
 */
export function PageShown({ isVisible: visible }: { isVisible: boolean }) {
  useEffect(() => {
    isVisible = visible;
    releaseIfShown();
  }, [visible]);
  return null;
}

/** A page with a loading step of its own (its text, the publish form's draft) is not shown while `isHeld`. */
export function useHoldPageShown(isHeld: boolean) {
  useLayoutEffect(() => {
    if (!isHeld) return;
    holds += 1;
    return () => {
      holds -= 1;
      // After the commit: a page drawn again (a new key) holds again in the same commit.
      queueMicrotask(releaseIfShown);
    };
  }, [isHeld]);
}
