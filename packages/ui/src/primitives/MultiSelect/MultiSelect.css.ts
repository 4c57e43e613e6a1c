import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The field, trigger, value and chevron look exactly like Select's.
export { chevron, root, trigger, value } from '../Select/Select.css';

/** The option's checkbox look; the option itself carries the selected state. */
export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '18px',
  height: '18px',
  border: `1.5px solid ${vars.color.textSubtle}`,
  borderRadius: '4px',
  background: vars.color.surface,
  color: vars.color.onAccent,
  selectors: {
    '[data-selected] > &': { background: vars.color.accent, borderColor: vars.color.accent },
    '[data-disabled] > &': { borderColor: vars.color.border, background: vars.color.surfaceSunken },
  },
});

export const tick = style({
  width: '14px',
  height: '14px',
  strokeWidth: 3,
  visibility: 'hidden',
  selectors: {
    '[data-selected] > * > &': { visibility: 'visible' },
  },
});

/** Options read as a plain list here: the box shows the choice, not a tinted row. */
export const option = style({
  selectors: {
    '&[data-selected][role=option]': { background: 'transparent', color: vars.color.text },
    '&[data-selected][data-focused][role=option]': { background: vars.color.surfaceMuted },
  },
});
