import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const thumb = style({
  display: 'block',
  width: '40px',
  height: '40px',
  objectFit: 'cover',
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.color.textMuted,
});

export const none = style([mark, { color: vars.color.textSubtle }]);
