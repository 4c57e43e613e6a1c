import { useCallback, useEffect, useRef, useState } from 'react';
import type { Deferred } from './deferred';
import { standInsShown } from './load-signals';

/**
 * A deferred module (deferred.ts) for a component: null until it has arrived, on its signal or
 * once `ask` is called. `beforeArrival` runs just before the render that has it.
 */
export function useDeferredModule<M>(code: Deferred<M>, beforeArrival?: () => void) {
  const [module, setModule] = useState<M | null>(() => (standInsShown() ? null : code.loaded));
  const hasArrived = useRef(module !== null);
  const isMounted = useRef(false);
  const arrive = useCallback(
    (loaded: M) => {
      if (!isMounted.current || hasArrived.current) return;
      hasArrived.current = true;
      beforeArrival?.();
      setModule(() => loaded);
    },
    [beforeArrival],
  );
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);
  useEffect(() => (module ? undefined : code.loadOnSignal(arrive)), [code, module, arrive]);
  const ask = useCallback(() => void code.load().then(arrive, () => undefined), [code, arrive]);
  return { module, ask };
}

/**
 * A deferred overlay (a dialog, a drawer), which draws nothing while closed: it loads on its
 * signal, or at once when asked to open before that, and opens as it arrives.
 */
export function useDeferredOverlay<M>(code: Deferred<M>, isOpen: boolean): M | null {
  const { module, ask } = useDeferredModule(code);
  useEffect(() => {
    if (isOpen && !module) ask();
  }, [isOpen, module, ask]);
  return module;
}
