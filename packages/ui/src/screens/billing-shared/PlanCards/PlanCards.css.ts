import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';

export const wrapper = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

export const toggle = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['3'],
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: vars.space['6'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = recipe({
  base: {
    display: 'flex',
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.card,
  },
  variants: {
    highlight: {
      none: {},
      popular: { borderColor: vars.color.accent, boxShadow: `0 0 0 1px ${vars.color.accent}` },
      current: { borderColor: vars.color.successSolid },
    },
  },
});

export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  width: '100%',
  padding: vars.space['6'],
});

export const cardHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const planName = style({ fontSize: vars.fontSize.lg });

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const price = style({ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', marginTop: vars.space['2'] });

export const amount = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  fontVariantNumeric: 'tabular-nums',
});

export const period = style({ color: vars.color.textMuted, fontSize: vars.fontSize.md, whiteSpace: 'pre' });

export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const features = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  margin: `${vars.space['2']} 0 0`,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const feature = recipe({
  base: { display: 'flex', alignItems: 'flex-start', gap: vars.space['2'] },
  variants: {
    included: {
      true: {},
      false: { color: vars.color.textMuted },
    },
  },
});

export const check = style({ flexShrink: 0, marginTop: '3px', color: vars.color.successSolid });

export const cross = style({ flexShrink: 0, marginTop: '3px', color: vars.color.textMuted });

export { visuallyHidden } from '../../../theme/layout.css';

/** The button sits at the bottom, so buttons line up across cards with different feature lists. */
export const cta = style({ marginTop: 'auto', paddingTop: vars.space['4'] });
