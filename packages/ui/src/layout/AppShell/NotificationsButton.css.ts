import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const button = style({ width: '40px', padding: 0, color: vars.color.textMuted });

export const popover = style({
  zIndex: vars.layer.popover,
  width: 'min(300px, calc(100vw - 16px))',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.popover,
});

export const dialog = style({ padding: vars.space['4'], outline: 'none' });

export const title = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const line = style({
  margin: `${vars.space['1']} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
