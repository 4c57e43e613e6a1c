import type { HTMLAttributes } from 'react';
import { list } from '../../theme/layout.css';
import type { SpaceToken } from '../../theme/tokens';
import * as styles from './Columns.css';
import { CollapseBelowContext } from './columns-context';

export type ColumnsElement = 'div' | 'section' | 'header' | 'footer' | 'ul' | 'ol';

export interface ColumnsProps extends Omit<HTMLAttributes<HTMLElement>, 'style'> {
  /** The gap between columns, and between them once stacked, on the 4 px grid. */
  space: SpaceToken;
  /** Below this breakpoint the columns stack, first on top; `medium` (768px) unless told otherwise. */
  collapseBelow?: styles.CollapseBelow;
  /** How columns of different heights line up side by side; all as tall as the tallest by default. */
  align?: styles.ColumnsAlign;
  /** The element to render: `ul`/`ol` when the columns are a list (each Column is then an `li`). */
  as?: ColumnsElement;
  /** What is particular to this block; not display, direction or gap. */
  className?: string;
}

/**
 * Columns side by side that stack on small screens: the form and its preview, a list and its
 * details. Its children are `Column`s, each fluid (sharing what is left) or of a set width.
 */
export function Columns({
  space,
  collapseBelow = 'medium',
  align = 'stretch',
  as: Element = 'div',
  className,
  ...props
}: ColumnsProps) {
  const isList = Element === 'ul' || Element === 'ol';
  return (
    <CollapseBelowContext value={collapseBelow}>
      <Element
        {...props}
        className={[
          styles.direction[collapseBelow],
          styles.align[collapseBelow][align],
          styles.space[space],
          isList && list,
          className,
        ]
          .filter(Boolean)
          .join(' ')}
      />
    </CollapseBelowContext>
  );
}
