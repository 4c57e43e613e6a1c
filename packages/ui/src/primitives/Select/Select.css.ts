import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({});

/** The trigger draws the shared control box; invalid comes from the Select root. */
export const trigger = style({
  justifyContent: 'space-between',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    [`${root}[data-invalid] &`]: { borderColor: vars.color.dangerSolid },
    [`${root}[data-open] &`]: { borderColor: vars.color.accent },
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textSubtle },
    [`${trigger}[data-disabled] &`]: { color: vars.color.textDisabled },
  },
});

export const chevron = style({
  color: vars.color.textMuted,
  transition: `transform ${vars.duration.fast}`,
  selectors: {
    [`${root}[data-open] &`]: { transform: 'rotate(180deg)' },
  },
});

/** The tick of the chosen option; kept in place when hidden so labels line up. */
export const check = style({
  visibility: 'hidden',
  selectors: {
    '[data-selected] > &': { visibility: 'visible' },
  },
});
