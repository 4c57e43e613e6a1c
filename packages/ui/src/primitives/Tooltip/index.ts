export { Tooltip } from './DeferredTooltip';
export type { TooltipProps } from './Tooltip';
