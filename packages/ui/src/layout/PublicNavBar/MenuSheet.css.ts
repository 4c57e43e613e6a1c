import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, focusRingInset } from '../../theme/focus-ring.css';
import { list, visuallyHidden } from '../../theme/layout.css';
import { veil } from '../../theme/veil.css';

const dropIn = keyframes({ from: { transform: 'translateY(-100%)' } });
const reducedMotion = '(prefers-reduced-motion: reduce)';

export const overlay = veil;

/** Full width from the top edge; it scrolls by itself on a short landscape phone. */
export const sheet = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  maxHeight: '100dvh',
  overflowY: 'auto',
  background: vars.color.surface,
  borderRadius: `0 0 ${vars.radius.card} ${vars.radius.card}`,
  boxShadow: vars.shadow.popover,
  selectors: {
    '&[data-entering]': { animation: `${dropIn} ${vars.duration.normal} ease-out` },
    '&[data-exiting]': { animation: `${dropIn} ${vars.duration.fast} ease-in reverse` },
  },
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: `0 ${vars.space['4']} max(${vars.space['6']}, env(safe-area-inset-bottom))`,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRingInset },
});

/** The same height as the bar it covers, so the logo does not move when the sheet opens. */
export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: '64px',
  borderBottom: `1px solid ${vars.color.border}`,
  marginBottom: vars.space['2'],
});

export const title = visuallyHidden;

export const close = style({ width: '44px', height: '44px', padding: 0 });

export const rows = style([list, { display: 'flex', flexDirection: 'column', gap: vars.space['1'] }]);

/** 48px rows: above the 44px touch target, with room between them. */
export const row = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '48px',
  padding: `0 ${vars.space['3']}`,
  borderRadius: vars.radius.control,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': focusRing,
    '&[aria-current]': { background: vars.color.accentTint, color: vars.color.accentText },
  },
  '@media': {
    '(forced-colors: active)': { selectors: { '&[aria-current]': { outline: '2px solid LinkText' } } },
  },
});

export const groupTitle = style({
  margin: `${vars.space['3']} ${vars.space['3']} 0`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  marginTop: vars.space['4'],
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
});
