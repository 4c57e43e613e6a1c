import { vars } from './contract.css';

/**
 * The one focus ring (docs/design.md: "Focus is always visible (2 px accent ring with an offset) — never
 * removed"). Put it under RAC's `'&[data-focus-visible]'` (or `:focus-visible` on plain elements).
 *
 * It is an outline, not a box-shadow: Windows' forced-colors mode drops box-shadows and background
 * tints but keeps outlines, so this ring is the one focus sign that survives there. It takes the
 * system's highlight colour in that mode.
 */
export const focusRing = {
  outline: `2px solid ${vars.color.accent}`,
  outlineOffset: '2px',
  '@media': { '(forced-colors: active)': { outlineColor: 'Highlight' } },
} as const;

/**
 * The same ring drawn just inside the element's edge: for items of a scrolling list or table (menu
 * items, options, cells), where a ring outside them would be cut off by the scroller.
 */
export const focusRingInset = { ...focusRing, outlineOffset: '-2px' } as const;
