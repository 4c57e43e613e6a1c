import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus-ring.css';

export { label } from '../Field/Field.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

/** The buttons sit side by side in one bordered strip, wrapping on narrow screens. */
export const group = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['1'] });

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  minHeight: '40px',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.control,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  transition: `background ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-hovered]:not([data-selected])': { background: vars.color.surfaceMuted },
    // Chosen: the accent border and tint; in forced colours the border alone still shows it.
    '&[data-selected]': {
      background: vars.color.accentTint,
      borderColor: vars.color.accent,
      boxShadow: `inset 0 0 0 1px ${vars.color.accent}`,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[data-selected]': { borderWidth: '3px', borderColor: 'Highlight' } },
    },
  },
});

export const iconOnly = style({ width: '40px', padding: 0 });

/** The icon; a platform that is not available yet is greyed until it is chosen. */
export const icon = style({
  display: 'inline-flex',
  selectors: {
    [`${button}[data-note]:not([data-selected]) &`]: { filter: 'grayscale(1)', opacity: 0.55 },
  },
});

export const note = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
