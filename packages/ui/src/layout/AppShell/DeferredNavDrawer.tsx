import { deferred } from '../../utils/deferred';
import { useDeferredOverlay } from '../../utils/use-deferred-module';
import type { NavDrawerProps } from './NavDrawer';

const drawerCode = deferred(() => import('./NavDrawer'), 'page-shown');

/** The NavDrawer with its modal code loaded once the page is shown (deferred.ts), or when first opened. */
export function DeferredNavDrawer(props: NavDrawerProps) {
  const loaded = useDeferredOverlay(drawerCode, props.isOpen);
  return loaded ? <loaded.NavDrawer {...props} /> : null;
}
