import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const trigger = style({ padding: vars.space['1'], minHeight: '40px', borderRadius: vars.radius.pill });

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'], minWidth: '220px' });

export const who = style({ display: 'grid', gap: '2px', justifyItems: 'start', minWidth: 0 });

const line = style({ margin: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '100%' });

export const name = style([line, { fontWeight: vars.fontWeight.semibold, color: vars.color.text }]);

export const email = style([line, { color: vars.color.textMuted, fontSize: vars.fontSize.xs }]);

export const muted = style([line, { color: vars.color.textMuted }]);

export const error = style({ margin: 0, color: vars.color.dangerText });
