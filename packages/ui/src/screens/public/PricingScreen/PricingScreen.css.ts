import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { atLeast } from '../../../theme/tokens';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['8'],
  paddingBlock: vars.space['12'],
  '@media': { [atLeast('large')]: { paddingBlock: vars.space['16'] } },
});

export const intro = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
  textAlign: 'center',
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  '@media': { [atLeast('medium')]: { fontSize: vars.fontSize.display } },
});

export const line = style({ maxWidth: '36rem', color: vars.color.textMuted, fontSize: vars.fontSize.lg });
