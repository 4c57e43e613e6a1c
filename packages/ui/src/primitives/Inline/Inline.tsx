import type { HTMLAttributes } from 'react';
import { list } from '../../theme/layout.css';
import { gapClassName, type ResponsiveSpace } from '../../theme/responsive-space';
import * as styles from './Inline.css';

export type InlineElement = 'div' | 'span' | 'p' | 'nav' | 'header' | 'footer' | 'ul' | 'ol' | 'li';

export interface InlineProps extends Omit<HTMLAttributes<HTMLElement>, 'style'> {
  /** The gap between children, across and between rows, on the 4 px grid; one per breakpoint if it changes. */
  space: ResponsiveSpace;
  /** Children that do not fit move to a new row (the default); `false` keeps one row. */
  wrap?: boolean;
  /** Cross axis: `center` (the default) lines up children of different heights on their middles. */
  align?: keyof typeof styles.align;
  /** Along the row: from the start (the default), centred, at the end, or spread to both ends. */
  justify?: keyof typeof styles.justify;
  /** The element to render: `ul`/`ol` for a list (children are then `li`s, unstyled), `span` in text... */
  as?: InlineElement;
  /** What is particular to this row (height, colour, text); not display, direction, wrapping or gap. */
  className?: string;
}

/** Children side by side, a fixed gap apart, wrapping onto new rows when they do not fit. */
export function Inline({
  space,
  wrap = true,
  align = 'center',
  justify = 'start',
  as: Element = 'div',
  className,
  ...props
}: InlineProps) {
  const isList = Element === 'ul' || Element === 'ol';
  return (
    <Element
      {...props}
      className={[
        styles.inline,
        styles.wrap[`${wrap}`],
        styles.align[align],
        styles.justify[justify],
        gapClassName(space),
        isList && list,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    />
  );
}
