import { useEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { pageForPath, pageTitle } from './page-meta';

/**
 * What every navigation does to the document: the title names the page ('Queue · Causeway'), so
 * tabs, history and screen readers tell pages apart; and after a navigation inside the app (not on
 * the first load), focus moves to the new page's main heading, so keyboard and screen-reader users
 * start on the new page instead of the link they left; and the new page starts at its top, as a
 * page load would (the document keeps its scroll across the app's navigations otherwise, so a
 * footer link opened the next page near its bottom). Back and Forward leave the scroll to the
 * browser, which puts the person back where they were; a link to a section ('/#features') scrolls
 * there itself. Changes of the query alone (filters) keep focus and scroll where they are.
 */
export function usePageFrame(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const isFirst = useRef(true);

  useEffect(() => {
    document.title = pageTitle(pageForPath(pathname));
  }, [pathname]);

  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    if (navigationType !== NavigationType.Pop && !hash) window.scrollTo(0, 0);
    // The new page's heading may come later (its code or data on the way): it takes focus when it
    // comes, unless the person has moved focus somewhere meanwhile.
    const left = document.activeElement;
    if (focusNewHeading(left)) return;
    const watch = new MutationObserver(() => focusNewHeading(left) && stop());
    const stop = () => {
      watch.disconnect();
      document.removeEventListener('focusout', onFocusOut);
    };
    // A dialog letting go of focus changes no markup of its own: its closing is heard here.
    const onFocusOut = () => queueMicrotask(() => focusNewHeading(left) && stop());
    watch.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('focusout', onFocusOut);
    return stop;
    // Only a new page moves scroll and focus: `navigationType` and `hash` are read as they are then.
  }, [pathname]);
}

/**
 * Moves focus to the page's main heading once it is drawn and no dialog holds focus; true when done
 * with (moved, or left where the person has put it since `left`).
 */
function focusNewHeading(left: Element | null): boolean {
  const active = document.activeElement;
  if (active?.closest('[role="dialog"], [role="alertdialog"]')) return false;
  if (active && active !== document.body && active !== left) return true;
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
  if (!heading || heading.getClientRects().length === 0) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}
