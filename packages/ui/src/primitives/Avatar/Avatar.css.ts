import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.pill,
    background: vars.color.accentTint,
    color: vars.color.accentText,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: 1,
    userSelect: 'none',
  },
  variants: {
    size: {
      small: { width: vars.space['6'], height: vars.space['6'], fontSize: vars.fontSize.xs },
      medium: { width: vars.space['8'], height: vars.space['8'], fontSize: vars.fontSize.sm },
      large: { width: vars.space['12'], height: vars.space['12'], fontSize: vars.fontSize.lg },
    },
  },
  defaultVariants: { size: 'medium' },
});

export type AvatarVariants = NonNullable<RecipeVariants<typeof avatar>>;

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const initials = style({
  selectors: {
    '&::before': { content: 'attr(data-initials)' },
  },
});
