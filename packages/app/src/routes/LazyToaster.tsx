import { deferred } from '@causeway/ui/utils/deferred';
import { useDeferredModule } from '@causeway/ui/utils/use-deferred-module';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { toasts } from '../toasts';

// A toast nearly always answers something the person did: the region's code (React Aria's toast
// and landmark code) is there by the time the answer comes, and most visits never load it.
const regionCode = deferred(() => import('@causeway/ui/primitives/Toast'), 'first-input');

/**
 * The toast region. The queue is the app's (the pages put their toasts on it); the region's code
 * loads at the first press or key, or with the first toast.
 */
export function LazyToaster() {
  const { module: region, ask: loadRegion } = useDeferredModule(regionCode);

  const showing = useSyncExternalStore(
    (listener) => toasts.queue.subscribe(listener),
    () => toasts.queue.visibleToasts.length > 0,
    () => false,
  );
  const [needed, setNeeded] = useState(false);
  if (showing && !needed) setNeeded(true);
  useEffect(() => {
    // A toast shown before any press or key: the region loads now (a failed load, at the next toast).
    if (showing && !region) loadRegion();
  }, [showing, region, loadRegion]);

  if (!needed || !region) return null;
  return <region.Toaster queue={toasts.queue} />;
}
