import { gapAt } from './layout.css';
import type { SpaceToken } from './tokens';

/**
 * A space token (the 4 px grid: '1' is 4px, '4' is 16px), or one per breakpoint from which it
 * applies: `{ base: '4', large: '6' }`.
 */
export type ResponsiveSpace = SpaceToken | { base?: SpaceToken; medium?: SpaceToken; large?: SpaceToken };

/** The class names that set `gap` to a responsive space. */
export function gapClassName(value: ResponsiveSpace): string {
  if (typeof value === 'string') return gapAt.base[value];
  return (Object.keys(gapAt) as (keyof typeof gapAt)[])
    .flatMap((condition) => {
      const token = value[condition];
      return token === undefined ? [] : [gapAt[condition][token]];
    })
    .join(' ');
}
