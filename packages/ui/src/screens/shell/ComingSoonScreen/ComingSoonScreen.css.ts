import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.text,
});
