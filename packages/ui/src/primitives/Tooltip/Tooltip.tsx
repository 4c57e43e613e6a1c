import type { ReactElement, ReactNode } from 'react';
import {
  Tooltip as RACTooltip,
  TooltipTrigger,
  type TooltipProps as RACTooltipProps,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import * as styles from './Tooltip.css';

export interface TooltipProps extends Omit<TooltipTriggerComponentProps, 'children'> {
  /** The control it describes: a RAC Button or Link (anything focusable through RAC). */
  children: ReactElement;
  /** What the tooltip says; usually the control's own name when only its icon shows. */
  content: ReactNode;
  placement?: RACTooltipProps['placement'];
}

/**
 * A short label shown on hover and on keyboard focus. It repeats what the control's accessible name
 * already says (an icon-only button keeps its name): a tooltip is for sighted pointer and keyboard
 * users, never the only place a name lives.
 */
export function Tooltip({ children, content, placement = 'end', delay = 400, ...props }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} {...props}>
      {children}
      <RACTooltip placement={placement} offset={8} className={styles.tooltip}>
        {content}
      </RACTooltip>
    </TooltipTrigger>
  );
}
