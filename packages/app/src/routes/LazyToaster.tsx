import { afterFirstPaint } from '@causeway/ui/utils/after-first-paint';
import { Suspense, lazy, useEffect, useState, useSyncExternalStore } from 'react';
import type { ToastController } from '@causeway/ui/primitives/Toast';

const Toaster = lazy(() => import('@causeway/ui/primitives/Toast').then((module) => ({ default: module.Toaster })));

const noToasts = () => () => undefined;

/**
 * The toast region. The queue (and the region's code) load after the first paint: no page shows a
 * toast before it has painted, and most visits never show one.
 */
export function LazyToaster() {
  const [toasts, setToasts] = useState<ToastController | null>(null);
  useEffect(() => afterFirstPaint(() => void import('../toasts').then((module) => setToasts(module.toasts))), []);

  const showing = useSyncExternalStore(
    toasts ? (listener) => toasts.queue.subscribe(listener) : noToasts,
    () => (toasts?.queue.visibleToasts.length ?? 0) > 0,
    () => false,
  );
  const [needed, setNeeded] = useState(false);
  if (showing && !needed) setNeeded(true);
  if (!toasts || !needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster queue={toasts.queue} />
    </Suspense>
  );
}
