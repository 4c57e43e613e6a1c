import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus-ring.css';
import { breakpoints } from '../../theme/tokens';

const belowMedium = `screen and (max-width: ${breakpoints.medium - 1}px)`;
const belowLarge = `screen and (max-width: ${breakpoints.large - 1}px)`;

const shimmer = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.45 },
  '100%': { opacity: 1 },
});

/** The card around the table; it scrolls both ways, so the header sticks and wide tables slide sideways. */
export const scroller = style({
  position: 'relative',
  overflow: 'auto',
  maxHeight: 'min(75vh, 760px)',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  overscrollBehaviorX: 'contain',
  selectors: { '&:focus-visible': focusRing },
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.text,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

const cellBase = {
  padding: `${vars.space['3']} ${vars.space['4']}`,
  textAlign: 'start',
  verticalAlign: 'middle',
  whiteSpace: 'nowrap',
  borderBottom: `1px solid ${vars.color.border}`,
} as const;

export const column = style({
  ...cellBase,
  position: 'sticky',
  top: 0,
  zIndex: vars.layer.sticky,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.02em',
  paddingTop: vars.space['2'],
  paddingBottom: vars.space['2'],
});

export const row = style({});

// Cells carry the row's look (hover, highlighted): the pinned first cell needs an opaque
// background of its own to cover the cells scrolling under it.
export const cell = style({
  ...cellBase,
  // The row's header cell is a th: it reads like the others.
  fontWeight: 'inherit',
  background: vars.color.surface,
  transition: `background ${vars.duration.fast}`,
  selectors: {
    [`${row}:last-child > &`]: { borderBottom: 'none' },
    [`${row}:hover > &`]: { background: vars.color.surfaceMuted },
    [`${row}[data-highlighted] > &`]: { background: vars.color.accentTint },
    [`${row}[data-highlighted] > &:first-child`]: { boxShadow: `inset 3px 0 0 ${vars.color.accent}` },
  },
});

/** The first column stays in view while the rest scrolls sideways (small screens). */
export const pinned = style({
  position: 'sticky',
  left: 0,
  zIndex: 1,
  selectors: {
    [`&${column}`]: { zIndex: `calc(${vars.layer.sticky} + 1)` },
  },
  '@media': {
    [belowLarge]: {
      selectors: {
        // A hairline on the pinned edge, so scrolled cells visibly pass under it.
        '&::after': {
          content: '""',
          position: 'absolute',
          top: 0,
          right: 0,
          bottom: 0,
          width: '1px',
          background: vars.color.border,
        },
      },
    },
    [belowMedium]: {
      // Wraps inside at most half the screen, leaving room for the columns that scroll past it.
      minWidth: '30vw',
      maxWidth: '45vw',
      whiteSpace: 'normal',
      overflowWrap: 'break-word',
    },
  },
});

export const alignEnd = style({ textAlign: 'end' });

export const truncate = style({
  display: 'block',
  maxWidth: '28ch',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

/** As tall as a row holding a small button, so the table does not jump when the data arrives. */
export const skeletonCell = style({
  height: `calc(${vars.space['8']} + 2 * ${vars.space['3']})`,
});

export const skeleton = style({
  display: 'block',
  height: '12px',
  width: '70%',
  minWidth: '48px',
  borderRadius: vars.radius.pill,
  background: vars.color.border,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  selectors: {
    'tr:nth-child(3n+1) td:nth-child(2n) &': { width: '85%' },
    'tr:nth-child(3n+2) td:nth-child(2n+1) &': { width: '55%' },
  },
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['12']} ${vars.space['6']}`,
  textAlign: 'center',
  whiteSpace: 'normal',
  color: vars.color.textMuted,
});

export const emptyIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space['12'],
  height: vars.space['12'],
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  color: vars.color.textSubtle,
});

export const emptyText = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export { visuallyHidden } from '../../theme/layout.css';
