import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** The line under a status whose account's login runs out before the item is due. */
export const lapsing = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.color.warningText,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'normal',
});

/** An Edit that cannot be used: looks like a disabled button, yet stays focusable to say why. */
export const readOnly = style({ opacity: 0.55, cursor: 'not-allowed' });
