import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const sectionTitle = style({ fontSize: vars.fontSize.xl });

export const group = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  overflow: 'hidden',
});

export const item = style({
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}` },
  },
});

export const question = style({ fontSize: vars.fontSize.md });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  width: '100%',
  padding: `${vars.space['4']} ${vars.space['6']}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'left',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.accent}` },
  },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.duration.fast}`,
  selectors: {
    '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' },
  },
});

export const panel = style({
  selectors: {
    // RAC keeps a closed panel in the DOM but hidden; an open one gets room to breathe.
    '&:not([hidden])': { padding: `0 ${vars.space['6']} ${vars.space['4']}` },
  },
});

export const answer = style({ color: vars.color.textMuted });
