import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, focusRingInset } from '../../theme/focus-ring.css';

/** Label above, control, help text below, error below that (docs/design.md: forms). */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.text,
  cursor: 'default',
  width: 'fit-content',
});

export const description = style({
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.text,
  color: vars.color.textMuted,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['1'],
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.text,
  color: vars.color.dangerText,
});

export const errorIcon = style({
  flexShrink: 0,
  width: '14px',
  height: '14px',
  // Sits on the first line of text, however many lines the message takes.
  marginTop: '2px',
});

const focused = { ...focusRing, borderColor: vars.color.accent } as const;

/**
 * The box every text-like control draws: inputs, the select trigger, the date and time groups.
 * Focus, invalid and disabled come from RAC's data attributes on the box itself.
 */
export const control = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: '40px',
  padding: `0 ${vars.space['3']}`,
  gap: vars.space['2'],
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.control,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.text,
  transition: `border-color ${vars.duration.fast}`,
  selectors: {
    '&::placeholder': { color: vars.color.textSubtle },
    '&[data-hovered]:not([data-disabled])': { borderColor: vars.color.textSubtle },
    // Text entry shows the ring on any focus: the caret alone is too easy to miss.
    '&[data-focused]': focused,
    '&[data-focus-visible]': focused,
    '&[data-focus-within]': focused,
    // Invalid keeps its red border while focused; the ring outside it still shows focus.
    '&[data-invalid]': { borderColor: vars.color.dangerSolid },
    '&[data-disabled]': {
      background: vars.color.surfaceSunken,
      color: vars.color.textDisabled,
      cursor: 'not-allowed',
    },
  },
});

/** A bare input living inside a `control` box (the box draws border and focus). */
export const innerInput = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  border: 'none',
  padding: 0,
  background: 'transparent',
  fontSize: 'inherit',
  selectors: {
    '&::placeholder': { color: vars.color.textSubtle },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/**
 * A small icon button inside a control: the password toggle, the calendar button. It looks 32px
 * square so the field keeps its height; a clear layer around it makes the touch target 44px.
 */
export const controlButton = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '32px',
  height: '32px',
  marginRight: `calc(${vars.space['1']} * -1)`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.control,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: '-6px' },
    '&[data-hovered]': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&[data-pressed]': { background: vars.color.border },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textDisabled, background: 'transparent' },
  },
});

export const controlIcon = style({ width: '16px', height: '16px', flexShrink: 0 });

/** The floating panel of selects and pickers: one soft shadow, above the page content. */
export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxHeight: '320px',
  overflowY: 'auto',
  padding: vars.space['1'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.control,
  background: vars.color.surface,
  boxShadow: vars.shadow.popover,
  zIndex: vars.layer.popover,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[data-entering]': { opacity: 0 },
    '&[data-exiting]': { opacity: 0 },
  },
  transition: `opacity ${vars.duration.fast}`,
});

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  selectors: {
    // An empty list takes focus itself.
    '&[data-focus-visible]': focusRingInset,
  },
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '36px',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.control,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceMuted },
    // Inside the option: the list scrolls and would cut off a ring drawn outside it.
    '&[data-focus-visible]': focusRingInset,
    '&[data-selected]': { background: vars.color.accentTint, color: vars.color.accentText },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

export const optionText = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
});

export const optionLabel = style({ fontWeight: vars.fontWeight.medium });

export const optionDescription = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const emptyState = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  color: vars.color.textMuted,
});
