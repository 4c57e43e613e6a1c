import type { HTMLAttributes } from 'react';
import { list } from '../../theme/layout.css';
import { gapClassName, type ResponsiveSpace } from '../../theme/responsive-space';
import * as styles from './Stack.css';

export type StackElement =
  'div' | 'section' | 'article' | 'aside' | 'header' | 'footer' | 'nav' | 'main' | 'ul' | 'ol' | 'li';

export interface StackProps extends Omit<HTMLAttributes<HTMLElement>, 'style'> {
  /** The gap between children, on the 4 px grid; one per breakpoint if it changes. */
  space: ResponsiveSpace;
  /** Where the children sit across the stack: full width (the default), or at their own width. */
  align?: keyof typeof styles.align;
  /** The element to render: `ul`/`ol` for a list (children are then `li`s, unstyled), `section`... */
  as?: StackElement;
  /** What is particular to this block (width, colour, text); not display, direction or gap. */
  className?: string;
}

/** Children one under another, a fixed gap apart. */
export function Stack({ space, align = 'stretch', as: Element = 'div', className, ...props }: StackProps) {
  const isList = Element === 'ul' || Element === 'ol';
  return (
    <Element
      {...props}
      className={[styles.stack, styles.align[align], gapClassName(space), isList && list, className]
        .filter(Boolean)
        .join(' ')}
    />
  );
}
