/**
 * Set by a prerendered page's boot script (the app's prerender.ts) on a button pressed before the
 * app had taken the page over: the press reached no handler then. A stand-in that finds it on its
 * trigger as it is taken over answers the press after all.
 */
export const pressedBeforeTakeoverAttribute = 'data-pressed-before-takeover';

/** Whether `element` was pressed before the take-over; the mark is cleared, so it counts once. */
export function takePressBeforeTakeover(element: Element | null): boolean {
  if (!element?.hasAttribute(pressedBeforeTakeoverAttribute)) return false;
  element.removeAttribute(pressedBeforeTakeoverAttribute);
  return true;
}
