import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surfaceMuted,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  padding: `${vars.space['3']} ${vars.space['6']}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const user = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });

export const userText = style({ display: 'flex', flexDirection: 'column', fontSize: vars.fontSize.sm });

export const email = style({ color: vars.color.textMuted });

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '1280px',
  margin: '0 auto',
  padding: vars.space['8'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});

export const title = style({ fontSize: vars.fontSize.xxl });

export const line = style({ color: vars.color.textMuted, fontSize: vars.fontSize.md });
