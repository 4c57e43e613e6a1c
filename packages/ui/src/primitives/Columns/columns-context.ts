import { createContext } from 'react';
import type { CollapseBelow } from './Columns.css';

/** The breakpoint of the enclosing Columns: a Column applies its width only from there on. */
export const CollapseBelowContext = createContext<CollapseBelow>('medium');
