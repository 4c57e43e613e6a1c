import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
});

export const text = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.text,
  color: vars.color.textMuted,
  marginBottom: vars.space['2'],
});
