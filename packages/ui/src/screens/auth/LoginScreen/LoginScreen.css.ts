import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** 'Forgot Password?' under the password field's right edge. */
export const forgotLink = style({ alignSelf: 'flex-end', fontSize: vars.fontSize.sm });
