import { deferred } from '../../utils/deferred';
import { useDeferredOverlay } from '../../utils/use-deferred-module';
import type { DialogProps } from './Dialog';

const dialogCode = deferred(() => import('./Dialog'), 'page-shown');

/**
 * The Dialog (Dialog.tsx) with its modal code loaded once the page is shown (deferred.ts), or at
 * once when it is asked to open first; it opens as the code arrives. Inside a DialogTrigger
 * (neither `isOpen` nor `defaultOpen`) it is drawn once its code is there.
 */
export function Dialog(props: DialogProps) {
  const loaded = useDeferredOverlay(dialogCode, props.isOpen ?? props.defaultOpen ?? false);
  return loaded ? <loaded.Dialog {...props} /> : null;
}
