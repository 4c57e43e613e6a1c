import { deferredCode } from '../../utils/deferred-code';
import { DeferredHost } from '../../utils/DeferredHost';
import { useDeferredCode } from '../../utils/use-deferred-code';
import type { TooltipProps } from './Tooltip';

const tooltipCode = deferredCode(() => import('./Tooltip'));

/**
 * The Tooltip (Tooltip.tsx) with its positioning code loaded once the page is shown
 * (deferred-code.ts). Until then the control is there without it: a tooltip only repeats the
 * control's own name, so nothing is missing meanwhile.
 */
export function Tooltip(props: TooltipProps) {
  const { module, hostRef } = useDeferredCode(tooltipCode);
  return <DeferredHost hostRef={hostRef}>{module ? <module.Tooltip {...props} /> : props.children}</DeferredHost>;
}
