import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space['1']} ${vars.space['4']}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const author = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const when = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space['2'] });

globalStyle(`${when} > * + *::before`, {
  content: '"·"',
  marginRight: vars.space['2'],
  color: vars.color.textSubtle,
});
