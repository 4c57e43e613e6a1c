import { afterFirstPaint } from '@causeway/ui/utils/after-first-paint';
import { Suspense, lazy, useEffect, useState, useSyncExternalStore } from 'react';
import type { ToastController } from '@causeway/ui/primitives/Toast';

const loadRegion = () => import('@causeway/ui/primitives/Toast');
const Toaster = lazy(() => loadRegion().then((module) => ({ default: module.Toaster })));

const noToasts = () => () => undefined;

/**
 * The toast region. The queue loads after the first paint: no page shows a toast before it has
 * painted. The region's code (React Aria's toast and landmark code) loads at the person's first
 * press or key, since a toast nearly always answers something they did, so it is there by the time
 * the answer comes; most visits never show a toast.
 */
export function LazyToaster() {
  const [toasts, setToasts] = useState<ToastController | null>(null);
  useEffect(() => afterFirstPaint(() => void import('../toasts').then((module) => setToasts(module.toasts))), []);
  useEffect(() => {
    const stop = () => {
      removeEventListener('pointerdown', warm, true);
      removeEventListener('keydown', warm, true);
    };
    const warm = () => {
      stop();
      // Only a head start: the region still loads itself when a toast first shows.
      void loadRegion().catch(() => undefined);
    };
    addEventListener('pointerdown', warm, true);
    addEventListener('keydown', warm, true);
    return stop;
  }, []);

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
