import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space['6'],
  background: vars.color.surfaceMuted,
});

export const card = style({
  width: '100%',
  maxWidth: '440px',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['8'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
});

export const title = style({ fontSize: vars.fontSize.xl });

export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space['3'] });
