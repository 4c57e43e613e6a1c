import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** The address the link went to: it stands out, and a long one wraps on a small screen. */
export const address = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});
