import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Looks shared by the sign-in and sign-up screens. */

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

/** 'Don't have an account? Create an account' under the form. */
export const switchLine = style({
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
