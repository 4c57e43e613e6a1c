import { deferred } from '../../utils/deferred';
import { DeferredHost } from '../../utils/DeferredHost';
import { useStandIn } from '../../utils/use-stand-in';
import type { TooltipProps } from './Tooltip';

const tooltipCode = deferred(() => import('./Tooltip'), 'page-shown');

/**
 * The Tooltip (Tooltip.tsx) with its positioning code loaded once the page is shown (deferred.ts).
 * Until then the control is there without it: a tooltip only repeats the control's own name, so
 * nothing is missing meanwhile.
 */
export function Tooltip(props: TooltipProps) {
  const { module, hostRef } = useStandIn(tooltipCode);
  return <DeferredHost hostRef={hostRef}>{module ? <module.Tooltip {...props} /> : props.children}</DeferredHost>;
}
