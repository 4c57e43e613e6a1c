import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Deferred } from './deferred';
import { pressedBeforeTakeoverAttribute, takePressBeforeTakeover } from './pressed-before-takeover';
import { useDeferredModule } from './use-deferred-module';

const focusable = 'button:not([disabled]), a[href], input:not([type="hidden"]), [tabindex]:not([tabindex="-1"])';

/**
 * A deferred control and what its stand-in needs:
 * - `module`: null until it has arrived; render the stand-in until then;
 * - `ask(whilePressed)`: the stand-in was pressed: load now, and `wasAsked` tells the real control
 *   to open. Asked on a press's start, the swap waits for the key or button to be released: the
 *   release would otherwise land on the open control's first item and choose it;
 * - `hostRef`: for an element around stand-in and control alike (DeferredHost). If the stand-in had
 *   focus when it was swapped out, focus moves to the real control's first focusable element, so a
 *   keyboard user who reached the stand-in is not dropped to the top of the page. A stand-in in a
 *   page painted from HTML that was pressed before the app took the page over is answered then.
 */
export function useStandIn<M>(code: Deferred<M>) {
  const hostRef = useRef<HTMLDivElement>(null);
  const hadFocus = useRef(false);
  // Called just before the render that swaps the stand-in out.
  const noteFocus = useCallback(() => {
    const host = hostRef.current;
    hadFocus.current = host !== null && host.contains(document.activeElement);
  }, []);
  const { module: arrived, ask: load } = useDeferredModule(code, noteFocus);
  const [wasAsked, setAsked] = useState(false);
  const [isPressed, setPressed] = useState(false);
  const stopWaiting = useRef<() => void>(() => undefined);
  const module = arrived && !isPressed ? arrived : null;

  useEffect(() => () => stopWaiting.current(), []);

  useLayoutEffect(() => {
    if (!module || !hadFocus.current) return;
    hadFocus.current = false;
    // Only focus that was lost with the stand-in: a control opening as it arrives (asked for) may
    // already have put it on its first item.
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    hostRef.current?.querySelector<HTMLElement>(focusable)?.focus();
  }, [module]);

  const ask = useCallback(
    (whilePressed = false) => {
      setAsked(true);
      load();
      if (!whilePressed) return;
      stopWaiting.current();
      setPressed(true);
      const released = () => {
        stopWaiting.current();
        noteFocus();
        setPressed(false);
      };
      const events = ['pointerup', 'pointercancel', 'keyup'] as const;
      for (const type of events) window.addEventListener(type, released, true);
      stopWaiting.current = () => {
        for (const type of events) window.removeEventListener(type, released, true);
      };
    },
    [load, noteFocus],
  );

  useEffect(() => {
    const pressed = hostRef.current?.querySelector(`[${pressedBeforeTakeoverAttribute}]`) ?? null;
    if (takePressBeforeTakeover(pressed)) ask();
  }, [ask]);

  return { module, wasAsked, ask, hostRef };
}

/**
 * A stand-in trigger's press handlers: asked for as the real trigger would open, on a mouse's or a
 * key's press start (a click interrupted by the code's arrival still counts), on a touch's release
 * (a finger that scrolls the page opens nothing), and on a virtual press (a screen reader's click),
 * which has no release to wait for.
 */
export function standInPress(ask: (whilePressed: boolean) => void) {
  const isWhole = (pointerType: string) => pointerType === 'touch' || pointerType === 'virtual';
  return {
    onPressStart: (event: { pointerType: string }) => !isWhole(event.pointerType) && ask(true),
    onPress: (event: { pointerType: string }) => isWhole(event.pointerType) && ask(false),
  };
}
