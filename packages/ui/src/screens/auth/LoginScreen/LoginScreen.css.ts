import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** The password field with 'Forgot Password?' under its right edge. */
export const passwordBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const forgotLink = style({ alignSelf: 'flex-end', fontSize: vars.fontSize.sm });
