import { useCallback, useEffect } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { hasSession } from '../session/has-session';

/** A navigation held back: stay on the page, or go on and lose the edits. */
export interface HeldNavigation {
  onStay: () => void;
  onLeave: () => void;
}

/**
 * Asks before a page with unsaved edits is left: a link or Back is held (react-router's blocker)
 * until the person chooses, and a reload or closing the tab gets the browser's own question.
 * Leaving because the session ended (logging out, an expired session) is never held.
 */
export function useLeaveGuard(hasUnsavedEdits: boolean): HeldNavigation | null {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedEdits && hasSession() && currentLocation.pathname !== nextLocation.pathname,
    [hasUnsavedEdits],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!hasUnsavedEdits) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [hasUnsavedEdits]);

  // Edits saved or undone while the question is open: there is nothing left to lose.
  useEffect(() => {
    if (blocker.state === 'blocked' && !hasUnsavedEdits) blocker.reset();
  }, [blocker, hasUnsavedEdits]);

  if (blocker.state !== 'blocked') return null;
  return { onStay: () => blocker.reset(), onLeave: () => blocker.proceed() };
}
