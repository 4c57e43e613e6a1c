import { deferredCode } from '../../utils/deferred-code';
import { useDeferredOverlay } from '../../utils/use-deferred-code';
import type { NavDrawerProps } from './NavDrawer';

const drawerCode = deferredCode(() => import('./NavDrawer'));

/** The NavDrawer with its modal code loaded once the page is shown (deferred-code.ts), or when first opened. */
export function DeferredNavDrawer(props: NavDrawerProps) {
  const loaded = useDeferredOverlay(drawerCode, props.isOpen);
  return loaded ? <loaded.NavDrawer {...props} /> : null;
}
