import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { breakpoints } from '../../theme/tokens';

const large = `screen and (min-width: ${breakpoints.large}px)`;

export const cover = style({
  display: 'none',
  '@media': {
    [large]: {
      // Stays in view while a long form scrolls beside it.
      position: 'sticky',
      top: 0,
      height: '100dvh',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      gap: vars.space['8'],
      padding: vars.space['12'],
      overflow: 'hidden',
      color: vars.color.onAccent,
      background: `linear-gradient(160deg, ${vars.color.accent} 0%, ${vars.color.accentPressed} 100%)`,
    },
  },
});

export const words = style({ maxWidth: '28rem' });

export const tagline = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  letterSpacing: '-0.01em',
});

export const line = style({ fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.text });

// The drawing runs to the cover's bottom and side edges, so the cliffs stand on the page's edge.
export const scene = style({
  width: `calc(100% + 2 * ${vars.space['12']})`,
  maxWidth: 'none',
  height: 'auto',
  margin: `0 calc(-1 * ${vars.space['12']}) calc(-1 * ${vars.space['12']})`,
});

const ink = { stroke: vars.color.onAccent, fill: 'none', strokeLinecap: 'round' } as const;

export const faint = style({ ...ink, strokeWidth: 3, opacity: 0.3 });
export const land = style({ fill: vars.color.onAccent, opacity: 0.16 });
export const arch = style({ ...ink, strokeWidth: 8 });
export const post = style({ ...ink, strokeWidth: 4, opacity: 0.8 });
export const deck = style({ ...ink, strokeWidth: 6 });
export const card = style({ fill: vars.color.surface });
export const cardInk = style({ fill: vars.color.accentTint });
export const route = style({ ...ink, strokeWidth: 2, strokeDasharray: '6 8', opacity: 0.75 });
export const dot = style({ fill: vars.color.onAccent });
