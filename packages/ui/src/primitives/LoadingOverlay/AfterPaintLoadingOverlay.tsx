import { useEffect, useState } from 'react';
import { afterFirstPaint } from '../../utils/after-first-paint';
import type * as LoadingOverlayModule from './LoadingOverlay';
import type { LoadingOverlayProps } from './LoadingOverlay';

type Overlay = typeof LoadingOverlayModule.LoadingOverlay;
let loading: Promise<Overlay> | null = null;
const loadOverlay = () => (loading ??= import('./LoadingOverlay').then((module) => module.LoadingOverlay));

/**
 * The LoadingOverlay of the sign-in form: its modal machinery loads once the page has painted, so
 * the form shows without it; asked to open before it has arrived (a moment), it opens as it arrives.
 * It is DeferredLoadingOverlay without the shared deferred-code modules: /login, a page of its own
 * painted from HTML, has no room in its budget for the extra file they would be.
 */
export function AfterPaintLoadingOverlay(props: LoadingOverlayProps) {
  const [Overlay, setOverlay] = useState<Overlay | null>(null);
  const { isOpen } = props;

  useEffect(() => {
    let live = true;
    const show = (loaded: Overlay) => live && setOverlay(() => loaded);
    if (isOpen) void loadOverlay().then(show);
    const cancel = afterFirstPaint(() => void loadOverlay().then(show));
    return () => {
      live = false;
      cancel();
    };
  }, [isOpen]);

  return Overlay ? <Overlay {...props} /> : null;
}
