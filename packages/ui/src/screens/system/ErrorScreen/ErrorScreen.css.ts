import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const page = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '100vh',
  padding: vars.space['4'],
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.md,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['4'],
  width: '100%',
  maxWidth: '480px',
  padding: `${vars.space['12']} ${vars.space['6']}`,
  textAlign: 'center',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
});

export const logo = style({ marginBottom: vars.space['4'] });

export const icon = style({ color: vars.color.dangerText });

export const title = style({ fontSize: vars.fontSize.xl, color: vars.color.text });

export const line = style({ color: vars.color.textMuted, lineHeight: vars.lineHeight.text });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['3'],
  marginTop: vars.space['2'],
});
