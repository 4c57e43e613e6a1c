/**
 * A prerendered file carries the address it was made for on <html data-prerendered>. A host serves
 * that file for other addresses too (`/` is also every unknown address's fallback), and a visitor
 * with a session is sent on from `/`: the boot script in the file's head (build/boot/boot.ts) hides the
 * made content before it can paint in both cases, and drops the attribute, so the app knows to
 * draw the page itself.
 */
export const prerenderedAttribute = 'data-prerendered';
export const unrenderedAttribute = 'data-unrendered';

/** Whether the document holds this address's prerendered page, to be hydrated as it stands. */
export function isPrerenderedHere(): boolean {
  return document.documentElement.getAttribute(prerenderedAttribute) === location.pathname;
}

/** Clears prerendered content not meant for this address, so the app draws into an empty root. */
export function leavePrerender(root: HTMLElement): void {
  if (!document.documentElement.hasAttribute(unrenderedAttribute)) return;
  root.replaceChildren();
  document.documentElement.removeAttribute(unrenderedAttribute);
}

/**
 * Drops the mark once the app has taken the page over: from then on the document is the app's,
 * not the file as it was served (and a test can tell when a press will be answered).
 */
export function markTakenOver(): void {
  document.documentElement.removeAttribute(prerenderedAttribute);
}
