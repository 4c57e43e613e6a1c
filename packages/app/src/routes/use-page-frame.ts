import { useEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { pageForPath, pageTitle } from './page-meta';

/** How long a navigation waits for the new page's heading (its code or data may still be on the way). */
const headingWaitMs = 3000;

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
    const started = performance.now();
    let frame = requestAnimationFrame(function tryFocus() {
      const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
      // A dialog or menu the navigation opened keeps focus.
      const isHeld = document.activeElement?.closest('[role="dialog"], [role="alertdialog"]');
      if (heading && !isHeld) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
        return;
      }
      if (performance.now() - started < headingWaitMs) frame = requestAnimationFrame(tryFocus);
    });
    return () => cancelAnimationFrame(frame);
    // Only a new page moves scroll and focus: `navigationType` and `hash` are read as they are then.
  }, [pathname]);
}
