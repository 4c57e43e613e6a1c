import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, focusRingInset } from '../../theme/focus-ring.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.surfaceMuted,
});

export const main = style({
  flex: 1,
  // The sticky bar must not cover a section the page scrolls to (#features).
  scrollMarginTop: '64px',
  selectors: {
    // The skip link's target: from the keyboard, the ring shows where focus went.
    '&:focus-visible': focusRingInset,
  },
});

/** Out of sight until it takes focus, then pinned top left above the navigation bar. */
export const skipLink = style({
  position: 'absolute',
  left: vars.space['4'],
  top: vars.space['2'],
  zIndex: vars.layer.toast,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.control,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none', ...focusRing },
  },
});
