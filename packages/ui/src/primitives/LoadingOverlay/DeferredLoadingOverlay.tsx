import { deferredCode } from '../../utils/deferred-code';
import { useDeferredOverlay } from '../../utils/use-deferred-code';
import type { LoadingOverlayProps } from './LoadingOverlay';

const overlayCode = deferredCode(() => import('./LoadingOverlay'));

/**
 * The LoadingOverlay (the index's export) with its modal code loaded once the page is shown
 * (deferred-code.ts): the signed-in frame's 'Signing you out'. Asked to open before it has arrived
 * (a moment), it opens as it arrives. The sign-in form has its own: AfterPaintLoadingOverlay.tsx.
 */
export function DeferredLoadingOverlay(props: LoadingOverlayProps) {
  const loaded = useDeferredOverlay(overlayCode, props.isOpen);
  return loaded ? <loaded.LoadingOverlay {...props} /> : null;
}
