import { Suspense, lazy, useState, useSyncExternalStore } from 'react';
import { toasts } from '../toasts';

const Toaster = lazy(() => import('@causeway/ui/primitives/Toast').then((module) => ({ default: module.Toaster })));

const hasToasts = () => toasts.queue.visibleToasts.length > 0;

/** The toast region, loaded with the first toast: most visits never show one. */
export function LazyToaster() {
  const showing = useSyncExternalStore(
    (listener) => toasts.queue.subscribe(listener),
    hasToasts,
    () => false,
  );
  const [needed, setNeeded] = useState(false);
  if (showing && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster queue={toasts.queue} />
    </Suspense>
  );
}
