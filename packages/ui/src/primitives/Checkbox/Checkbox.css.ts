import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus-ring.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

/** Help text and error line up under the label, past the box. */
export const helpText = style({ paddingLeft: `calc(18px + ${vars.space['2']})` });

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '18px',
  height: '18px',
  marginTop: '1px',
  // Darker than field borders so the empty box stands out 3:1 from the page (WCAG 1.4.11).
  border: `1.5px solid ${vars.color.textSubtle}`,
  borderRadius: '4px',
  background: vars.color.surface,
  color: vars.color.onAccent,
  transition: `background ${vars.duration.fast}, border-color ${vars.duration.fast}`,
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  width: 'fit-content',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.text,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textDisabled },
  },
});

const checked = { background: vars.color.accent, borderColor: vars.color.accent } as const;

// The box follows the button's RAC state (the button is the <label> carrying the data attributes).
export const boxStates = style({
  selectors: {
    [`${button}[data-hovered] &`]: { borderColor: vars.color.accent },
    [`${button}[data-selected] &`]: checked,
    [`${button}[data-indeterminate] &`]: checked,
    [`${button}[data-pressed][data-selected] &, ${button}[data-pressed][data-indeterminate] &`]: {
      background: vars.color.accentPressed,
    },
    // The input is visually hidden: the box it stands for shows its focus.
    [`${button}[data-focus-visible] &`]: focusRing,
    [`${button}[data-invalid] &`]: { borderColor: vars.color.dangerSolid },
    [`${button}[data-invalid][data-selected] &`]: { background: vars.color.dangerSolid },
    [`${button}[data-disabled] &`]: { borderColor: vars.color.border, background: vars.color.surfaceSunken },
    [`${button}[data-disabled][data-selected] &, ${button}[data-disabled][data-indeterminate] &`]: {
      background: vars.color.textDisabled,
      borderColor: vars.color.textDisabled,
    },
  },
});

export const icon = style({ width: '14px', height: '14px', strokeWidth: 3 });
