import { frameHoldsPageShown, holdPageShown, onPageSettled, setPageVisible } from '@causeway/ui/utils/load-signals';
import { useEffect, useLayoutEffect, useState } from 'react';

/**
 * When a page counts as shown: its code has arrived, its frame (the signed-in shell, the public
 * pages' frame) has stopped holding it out of sight, and the page itself has nothing of its own
 * still loading (its text from the server, its draft). That is @causeway/ui's 'page-shown' signal
 * (load-signals.ts): the code the page was shown without (menus, lists, tooltips, dialogs) loads
 * then, since until then it would only compete with the page's own scripts and calls. The User
 * Timing mark 'causeway:page-shown' records the moment (the size check measures the scripts a page
 * needs up to it), and again each time a page reached inside the app has done its own loading.
 */
export const pageShownMark = 'causeway:page-shown';

function markPageShown() {
  if (performance.getEntriesByName(pageShownMark).length === 0) performance.mark(pageShownMark);
}

/** The frame: holds the page-shown signal from its first render until a page is shown. */
export function useFrameHoldsDeferredCode() {
  useState(frameHoldsPageShown);
}

/**
 * Rendered beside the page, inside the frame's Suspense: it commits when the page does. Its effect
 * runs after the page's own layout effects, so a page that holds (below) is counted first.
 */
export function PageShown({ isVisible }: { isVisible: boolean }) {
  useEffect(() => onPageSettled(markPageShown), []);
  useEffect(() => setPageVisible(isVisible), [isVisible]);
  return null;
}

/** A page with a loading step of its own (its text, the publish form's draft) is not shown while `isHeld`. */
export function useHoldPageShown(isHeld: boolean) {
  useLayoutEffect(() => (isHeld ? holdPageShown() : undefined), [isHeld]);
}
