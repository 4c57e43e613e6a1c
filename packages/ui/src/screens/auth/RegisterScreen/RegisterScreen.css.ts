import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** The terms and privacy line above the button. */
export const legalNote = style({
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.text,
  color: vars.color.textMuted,
});
