import { useEffect, useState, type RefObject } from 'react';

/**
 * Gives focus back to whatever had it when an overlay opened, the moment the overlay starts to
 * close, as a native `<dialog>` does.
 *
 * React Aria's FocusScope returns focus only once the overlay has left the DOM: while a modal is
 * open everything behind it is `inert`, so the trigger cannot take focus; when the modal closes the
 * `inert` goes (an effect cleanup) but focus stays on the closing dialog's button through its exit
 * animation; then the button is removed, Chromium's focus fix-up drops focus to `<body>` (Chromium
 * 156 also fires `focusout` with no related target there), and FocusScope puts it back in a later
 * animation frame. Measured on Chromium 156.0.8078.79 in the ConfirmDialog story, that frame came
 * about 250 ms after the removal: a key pressed in between (Tab, a shortcut, a screen reader moving
 * on) starts from the top of the page. Here focus goes back in the effects of the closing render,
 * after the page behind is interactive again (React runs every effect cleanup, the `inert` removal
 * included, before any effect), while the overlay may still be fading out.
 *
 * Focus is only moved when it is lost (on `<body>`) or still inside the closing overlay: if the
 * person has already put it somewhere else, it stays there. React Aria's own restore remains the
 * fallback, and finds nothing to do.
 *
 * An overlay open from its first render (asked for before its code had loaded) returns focus to
 * what had it then; when that was a stand-in trigger, now gone, `openedFromRef`, the real trigger,
 * takes focus back.
 */
export function useReturnFocus(
  isOpen: boolean,
  overlayRef: RefObject<Element | null>,
  openedFromRef?: RefObject<HTMLElement | null>,
) {
  const [wasOpen, setWasOpen] = useState(isOpen);
  const [openFromTheStart] = useState(isOpen);
  // Open from the first render, what had focus then (the button that asked for a dialog whose code
  // had not loaded yet) is where focus returns.
  const [returnTo, setReturnTo] = useState<HTMLElement | null>(() => (isOpen ? focusedElement() : null));
  // Read while rendering the opening: the overlay moves focus inside in its own effects, which run
  // before any effect of the component that owns it.
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setReturnTo(focusedElement());
  }

  useEffect(() => {
    const target = returnTo?.isConnected ? returnTo : openFromTheStart ? openedFromRef?.current : null;
    if (isOpen || !target?.isConnected) return;
    const active = document.activeElement;
    const isLost = active === null || active === document.body || overlayRef.current?.contains(active) === true;
    if (isLost) target.focus({ preventScroll: true });
  }, [isOpen, returnTo, openFromTheStart, overlayRef, openedFromRef]);
}

function focusedElement(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}
