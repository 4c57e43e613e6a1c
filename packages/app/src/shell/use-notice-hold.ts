import { useEffect, useState } from 'react';

/**
 * The longest a page waits for the notices above it; past it the page shows, and a late notice moves
 * it. On a slow phone over slow 4G (the bench) the notices' calls share the line with the page's
 * scripts and are known 3-5 s after the shell mounts, about when the page itself would show.
 */
export const noticeWaitMs = 8000;

/**
 * Whether the page waits out of sight for the notices above it (the billing banner, token-health
 * warnings) to be known: one that came after the page was drawn would push it down, under the
 * reader's eye or pointer. Only the shell's first load waits, at most `maxMs`; after that the page
 * stays in sight (a notice that follows a team switch follows the person's own action).
 */
export function useNoticeHold(isPending: boolean, maxMs = noticeWaitMs): boolean {
  const [isOver, setOver] = useState(!isPending);
  useEffect(() => {
    if (isOver) return;
    if (!isPending) {
      setOver(true);
      return;
    }
    const timer = setTimeout(() => setOver(true), maxMs);
    return () => clearTimeout(timer);
  }, [isOver, isPending, maxMs]);
  return isPending && !isOver;
}
