import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus-ring.css';
import { atLeast } from '../../theme/tokens';

const medium = atLeast('medium');

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '52px',
  padding: `0 ${vars.space['4']}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  // On the smallest phones the row may be wider than the screen: it scrolls, the page does not.
  overflowX: 'auto',
  '@media': { [medium]: { padding: `0 ${vars.space['6']}` } },
});

const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The four links, from the medium breakpoint up. */
export const wide = style([row, { display: 'none', '@media': { [medium]: { display: 'flex' } } }]);

/** The four sub-item menus, below the medium breakpoint. */
export const narrow = style([row, { '@media': { [medium]: { display: 'none' } } }]);

export const shortcuts = style([row, { marginLeft: 'auto' }]);

const navItem = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '40px',
  padding: `0 ${vars.space['3']}`,
  borderRadius: vars.radius.control,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
} as const;

const current = {
  background: vars.color.accentTint,
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.semibold,
} as const;

export const link = style({
  ...navItem,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[data-focus-visible]': focusRing,
    '&[aria-current]': current,
  },
  '@media': {
    '(forced-colors: active)': { selectors: { '&[aria-current]': { outline: '2px solid LinkText' } } },
  },
});

/** A sub-item menu's trigger (small screens); the current section's is tinted. */
export const trigger = style({
  color: vars.color.textMuted,
  paddingLeft: vars.space['2'],
  paddingRight: vars.space['2'],
});

export const currentTrigger = style([trigger, current]);

export const iconLink = style({
  ...navItem,
  justifyContent: 'center',
  width: '40px',
  padding: 0,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[data-focus-visible]': focusRing,
    '&[aria-current="page"]': current,
  },
});
