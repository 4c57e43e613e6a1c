import { useEffect, useSyncExternalStore } from 'react';
import { hasSession } from '../session/has-session';
import { guardLeaving, heldLeave, watchHeldLeave } from './leave-gate';

/** A navigation held back: stay on the page, or go on and lose the edits. */
export interface HeldNavigation {
  onStay: () => void;
  onLeave: () => void;
}

/**
 * Asks before a page with unsaved edits is left: a link or Back is held (the app's history gate,
 * leave-gate.ts) until the person chooses, and a reload or closing the tab gets the browser's own
 * question. Leaving because the session ended (logging out, an expired session) is never held.
 */
export function useLeaveGuard(hasUnsavedEdits: boolean): HeldNavigation | null {
  // Lifted when the edits are saved or undone; a navigation held meanwhile is then dropped: the person stays.
  useEffect(() => {
    if (!hasUnsavedEdits) return;
    return guardLeaving((current, next) => hasSession() && current.pathname !== next.pathname);
  }, [hasUnsavedEdits]);
  const held = useSyncExternalStore(watchHeldLeave, heldLeave, heldLeave);

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

  if (!held) return null;
  return { onStay: held.reset, onLeave: held.proceed };
}
