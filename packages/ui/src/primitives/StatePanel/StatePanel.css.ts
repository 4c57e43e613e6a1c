import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const panel = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space['3'],
    padding: `${vars.space['12']} ${vars.space['6']}`,
    textAlign: 'center',
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.card,
  },
  variants: {
    tone: {
      empty: {},
      error: { borderColor: vars.color.dangerBg },
    },
  },
});

export const icon = recipe({
  base: { display: 'inline-flex' },
  variants: {
    tone: {
      empty: { color: vars.color.textSubtle },
      error: { color: vars.color.dangerText },
    },
  },
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.text,
});

export const message = style({ maxWidth: '32rem', color: vars.color.textMuted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['3'],
  marginTop: vars.space['2'],
});
