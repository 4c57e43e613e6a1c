import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** The dot between the two links under the form. */
export const separator = style({ margin: `0 ${vars.space['1']}`, color: vars.color.textSubtle });
