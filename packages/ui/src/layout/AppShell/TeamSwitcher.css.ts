import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** As wide as its name needs, up to 240 px and the room the header leaves it. */
export const trigger = style({ maxWidth: 'min(240px, 100%)', justifyContent: 'flex-start' });

export const name = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 });

export const icon = style({ flexShrink: 0, color: vars.color.textSubtle });

export const itemName = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' });

export const check = style({ flexShrink: 0, color: vars.color.accent });

export const error = style({ color: vars.color.dangerText });
