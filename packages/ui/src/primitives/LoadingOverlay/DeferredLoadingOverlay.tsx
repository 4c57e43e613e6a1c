import { useEffect, useState } from 'react';
import { afterFirstPaint } from '../../utils/after-first-paint';
import type * as LoadingOverlayModule from './LoadingOverlay';
import type { LoadingOverlayProps } from './LoadingOverlay';

type Overlay = typeof LoadingOverlayModule.LoadingOverlay;
let loading: Promise<Overlay> | null = null;
const loadOverlay = () => (loading ??= import('./LoadingOverlay').then((module) => module.LoadingOverlay));

/**
 * The LoadingOverlay for pages that paint before anything blocks them (the sign-in form): its modal
 * machinery loads once the page has painted, so the form shows without it. Asked to open before it
 * has arrived (a moment), it opens as it arrives.
 */
export function DeferredLoadingOverlay(props: LoadingOverlayProps) {
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
