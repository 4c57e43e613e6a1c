import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus-ring.css';

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const input = style({
  width: 'auto',
  // The same width empty or filled, so the buttons beside it do not move.
  minWidth: '96px',
  flex: '0 0 auto',
  justifyContent: 'center',
  gap: 0,
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.md,
});

export const segment = style({
  padding: '0 2px',
  borderRadius: '3px',
  caretColor: 'transparent',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textSubtle },
    '&[data-type="literal"]': { padding: '0 1px', color: vars.color.textMuted },
    // The focused segment shows as a fill, inside the field's ring; in forced colours the fill
    // turns to the system highlight, so it still shows there.
    '&[data-focused]': {
      background: vars.color.accent,
      color: vars.color.onAccent,
      '@media': { '(forced-colors: active)': { background: 'Highlight', color: 'HighlightText' } },
    },
  },
});

export const stepper = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
});

export const stepperName = style({
  marginRight: vars.space['1'],
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const stepButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2px',
  minWidth: '36px',
  height: '36px',
  padding: `0 ${vars.space['2']}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.control,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-pressed]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textDisabled, background: vars.color.surfaceSunken },
  },
});

export const stepIcon = style({ width: '14px', height: '14px' });

export const meridiem = style({
  display: 'inline-flex',
  padding: '2px',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.control,
  background: vars.color.surfaceMuted,
});

export const meridiemButton = style({
  minWidth: '40px',
  height: '32px',
  padding: `0 ${vars.space['2']}`,
  border: 'none',
  borderRadius: '4px',
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { background: vars.color.accent, color: vars.color.onAccent },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textDisabled },
    '&[data-disabled][data-selected]': { background: vars.color.border },
  },
});
