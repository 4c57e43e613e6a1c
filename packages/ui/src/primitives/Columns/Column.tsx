import { use, type HTMLAttributes } from 'react';
import * as styles from './Columns.css';
import { CollapseBelowContext } from './columns-context';

export type ColumnElement = 'div' | 'section' | 'article' | 'aside' | 'main' | 'li';

export interface ColumnProps extends Omit<HTMLAttributes<HTMLElement>, 'style'> {
  /**
   * The share of the row: `fluid` (the default) splits what the other columns leave, `content` is
   * as wide as its content, a fraction ('1/3') is that part of the row, gaps included.
   */
  width?: styles.ColumnWidth;
  /** The element to render: `li` inside `<Columns as="ul">`, `aside` for a side panel... */
  as?: ColumnElement;
  /** What is particular to this column; not its width. */
  className?: string;
}

/** One column of `Columns`; stacked under the breakpoint, it takes the full width. */
export function Column({ width = 'fluid', as: Element = 'div', className, ...props }: ColumnProps) {
  const collapseBelow = use(CollapseBelowContext);
  return <Element {...props} className={[styles.width[collapseBelow][width], className].filter(Boolean).join(' ')} />;
}
