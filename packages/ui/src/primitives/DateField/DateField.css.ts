import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus-ring.css';

export const group = style({ paddingRight: vars.space['2'] });

export const input = style({
  display: 'flex',
  alignItems: 'center',
  flex: 1,
  minWidth: 0,
  fontVariantNumeric: 'tabular-nums',
});

export const segment = style({
  padding: '0 2px',
  borderRadius: '3px',
  caretColor: 'transparent',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textSubtle },
    // Literal separators read 'dd / mm / yyyy' rather than 'dd/mm/yyyy'.
    '&[data-type="literal"]': { padding: '0 3px', color: vars.color.textMuted },
    // The focused segment shows as a fill, inside the field's ring; in forced colours the fill
    // turns to the system highlight, so it still shows there.
    '&[data-focused]': {
      background: vars.color.accent,
      color: vars.color.onAccent,
      '@media': { '(forced-colors: active)': { background: 'Highlight', color: 'HighlightText' } },
    },
    '&[data-disabled]': { color: vars.color.textDisabled },
  },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['2'],
});

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  marginBottom: vars.space['2'],
});

export const calendarHeading = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const navButton = style({ marginRight: 0 });

export const grid = style({
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

export const weekday = style({
  width: '36px',
  height: '28px',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.control,
  color: vars.color.text,
  cursor: 'pointer',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-today]': { fontWeight: vars.fontWeight.bold, color: vars.color.accentText },
    '&[data-selected]': { background: vars.color.accent, color: vars.color.onAccent },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.textDisabled,
      background: 'transparent',
      cursor: 'not-allowed',
    },
  },
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  paddingTop: vars.space['2'],
  borderTop: `1px solid ${vars.color.border}`,
});
