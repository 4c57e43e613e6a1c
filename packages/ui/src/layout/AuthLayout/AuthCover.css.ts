import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { atLeast, breakpoints } from '../../theme/tokens';

const large = atLeast('large');

export const cover = style({
  display: 'none',
  '@media': {
    [large]: {
      // Stays in view while a long form scrolls beside it.
      position: 'sticky',
      top: 0,
      height: '100dvh',
      // Words and picture as one group in the middle: pinned to the top and bottom edges they drifted
      // apart on tall screens (450px of empty teal at 1280 × 1024).
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      padding: vars.space['12'],
      overflow: 'hidden',
      color: vars.color.onAccent,
      background: `linear-gradient(160deg, ${vars.color.accent} 0%, ${vars.color.accentPressed} 100%)`,
    },
  },
});

const wide = `screen and (min-width: ${breakpoints.wide * 1.5}px)`;

/** The words over the picture, one column centred in the cover. */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['12'],
  width: '100%',
  maxWidth: '34rem',
  maxHeight: '100%',
  '@media': { [wide]: { maxWidth: '44rem' } },
});

export const words = style({ maxWidth: '28rem', '@media': { [wide]: { maxWidth: '36rem' } } });

export const tagline = style({
  fontSize: vars.fontSize.xxl,
  '@media': { [wide]: { fontSize: vars.fontSize.display } },
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  letterSpacing: '-0.01em',
});

export const line = style({
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.text,
  '@media': { [wide]: { fontSize: vars.fontSize.lg } },
});

/** The drawing as wide as the column, and never taller than what a short screen leaves under the words. */
export const scene = style({
  width: '100%',
  maxHeight: '45dvh',
  height: 'auto',
  flexShrink: 1,
  minHeight: 0,
});

const ink = { stroke: vars.color.onAccent, fill: 'none', strokeLinecap: 'round' } as const;

export const faint = style({ ...ink, strokeWidth: 3, opacity: 0.3 });
export const landTop = style({ stopColor: vars.color.onAccent, stopOpacity: 0.2 });
export const landBottom = style({ stopColor: vars.color.onAccent, stopOpacity: 0 });
export const arch = style({ ...ink, strokeWidth: 8 });
export const post = style({ ...ink, strokeWidth: 4, opacity: 0.8 });
export const deck = style({ ...ink, strokeWidth: 6 });
export const card = style({ fill: vars.color.surface });
export const cardInk = style({ fill: vars.color.accentTint });
export const route = style({ ...ink, strokeWidth: 2, strokeDasharray: '6 8', opacity: 0.75 });
export const dot = style({ fill: vars.color.onAccent });
