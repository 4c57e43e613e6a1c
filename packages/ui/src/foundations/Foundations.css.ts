import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['8'],
  maxWidth: '960px',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const heading = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const lead = style({ color: vars.color.textMuted, maxWidth: '68ch' });

export const table = style({ width: '100%', borderCollapse: 'collapse' });

export const cell = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'middle',
});

export const headCell = style([cell, { color: vars.color.textMuted, fontWeight: vars.fontWeight.semibold }]);

export const code = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xs });

export const swatch = style({
  display: 'inline-block',
  width: '40px',
  height: '28px',
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

export const sample = style({
  display: 'inline-block',
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.control,
  fontWeight: vars.fontWeight.medium,
});

export const bar = style({ height: '16px', background: vars.color.accent, borderRadius: '2px' });

export const box = style({
  width: '96px',
  height: '64px',
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(128px, 1fr))',
  gap: vars.space['3'],
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  textAlign: 'center',
});
