import { deferred } from '../../utils/deferred';
import { useDeferredOverlay } from '../../utils/use-deferred-module';
import type { LoadingOverlayProps } from './LoadingOverlay';

const overlayCode = deferred(() => import('./LoadingOverlay'), 'page-shown');

/**
 * The LoadingOverlay (the index's export) with its modal code loaded once the page is shown
 * (deferred.ts): the sign-in form's 'Signing you in', the signed-in frame's 'Signing you out'.
 * Asked to open before it has arrived (a moment), it opens as it arrives.
 */
export function DeferredLoadingOverlay(props: LoadingOverlayProps) {
  const loaded = useDeferredOverlay(overlayCode, props.isOpen);
  return loaded ? <loaded.LoadingOverlay {...props} /> : null;
}
