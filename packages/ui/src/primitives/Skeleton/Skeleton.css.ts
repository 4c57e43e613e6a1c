import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const shimmer = keyframes({ '50%': { opacity: 0.55 } });

export const skeleton = recipe({
  base: {
    display: 'block',
    background: vars.color.surfaceSunken,
    borderRadius: vars.radius.pill,
    animation: `${shimmer} 1.4s ease-in-out infinite`,
  },
  variants: {
    shape: {
      text: { height: '12px' },
      title: { height: '24px' },
      price: { height: '40px' },
      button: { height: '40px', borderRadius: vars.radius.control },
      image: { height: 'auto', aspectRatio: '16 / 9', borderRadius: vars.radius.card },
    },
    width: {
      full: { width: '100%' },
      long: { width: '85%' },
      medium: { width: '60%' },
      short: { width: '35%' },
    },
  },
  defaultVariants: { shape: 'text', width: 'full' },
});

export type SkeletonVariants = NonNullable<RecipeVariants<typeof skeleton>>;

export const rows = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
});

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['4'],
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});
