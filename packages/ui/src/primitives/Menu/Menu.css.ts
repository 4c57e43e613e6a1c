import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingInset } from '../../theme/focus-ring.css';

const dropIn = keyframes({ from: { opacity: 0, transform: 'translateY(-4px)' } });

export const chevron = style({
  flexShrink: 0,
  transition: `transform ${vars.duration.fast}`,
  selectors: {
    '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' },
  },
});

export const popover = style({
  zIndex: vars.layer.popover,
  minWidth: '200px',
  maxWidth: 'min(320px, calc(100vw - 16px))',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.popover,
  overflow: 'auto',
  selectors: {
    '&[data-entering]': { animation: `${dropIn} ${vars.duration.fast} ease-out` },
  },
});

export const header = style({
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const menu = style({
  padding: vars.space['1'],
  selectors: {
    // The menu takes focus itself when it opens on a press without a first item to focus.
    '&:focus-visible': focusRingInset,
  },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.control,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceSunken },
    // Inside the item: the menu scrolls and would cut off a ring drawn outside it.
    '&[data-focus-visible]': focusRingInset,
    '&[data-pressed]': { background: vars.color.accentTint },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

export const dangerItem = style({
  color: vars.color.dangerText,
  selectors: {
    '&[data-focused]': { background: vars.color.dangerBg },
  },
});

export const separator = style({
  height: '1px',
  margin: `${vars.space['1']} 0`,
  border: 'none',
  background: vars.color.border,
});

export const sectionTitle = style({
  padding: `${vars.space['2']} ${vars.space['3']} ${vars.space['1']}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textSubtle,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
