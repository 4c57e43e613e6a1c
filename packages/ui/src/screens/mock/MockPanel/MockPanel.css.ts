import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const trigger = style({ flexShrink: 0 });

export const count = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '20px',
  height: '20px',
  padding: `0 ${vars.space['1']}`,
  borderRadius: vars.radius.pill,
  background: vars.color.onAccent,
  color: vars.color.accentText,
  fontSize: vars.fontSize.xs,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const lead = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  maxHeight: '50vh',
  overflowY: 'auto',
  paddingRight: vars.space['2'],
});

export const area = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  border: 0,
  margin: 0,
  padding: 0,
});

export const areaTitle = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  padding: 0,
});

export const scenarioId = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xs });

export const empty = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
