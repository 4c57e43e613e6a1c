import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Looks shared by the sign-in and sign-up screens. */

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

/** A field with a link under its right edge ('Forgot Password?'). */
export const fieldWithAside = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const aside = style({ alignSelf: 'flex-end', fontSize: vars.fontSize.sm });

/** 'Don't have an account? Create an account' under the form. */
export const switchLine = style({
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const fine = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, lineHeight: vars.lineHeight.text });
