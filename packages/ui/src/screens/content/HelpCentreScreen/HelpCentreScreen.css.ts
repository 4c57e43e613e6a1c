import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { atLeast } from '../../../theme/tokens';

export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [atLeast('medium')]: { gridTemplateColumns: 'repeat(2, 1fr)' } },
});

export const card = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['4'],
  padding: vars.space['6'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  transition: `border-color ${vars.duration.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.accent },
    '&:has([data-focus-visible])': { boxShadow: vars.shadow.focus },
  },
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.card,
  background: vars.color.accentTint,
  color: vars.color.accentText,
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], flex: 1 });

export const title = style({ fontSize: vars.fontSize.lg });

export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&[data-hovered]': { color: vars.color.accentText },
  },
});

export const line = style({ color: vars.color.textMuted });

export const chevron = style({ flexShrink: 0, alignSelf: 'center', color: vars.color.textSubtle });
