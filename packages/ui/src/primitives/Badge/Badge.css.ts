import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    borderRadius: vars.radius.pill,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.heading,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    tone: {
      success: { background: vars.color.successBg, color: vars.color.successText },
      danger: { background: vars.color.dangerBg, color: vars.color.dangerText },
      warning: { background: vars.color.warningBg, color: vars.color.warningText },
      info: { background: vars.color.infoBg, color: vars.color.infoText },
      neutral: { background: vars.color.surfaceSunken, color: vars.color.textMuted },
      accent: { background: vars.color.accentTint, color: vars.color.accentText },
      purple: { background: vars.color.purpleBg, color: vars.color.purpleText },
    },
    size: {
      small: { fontSize: vars.fontSize.xs, padding: `2px ${vars.space['2']}` },
      medium: { fontSize: vars.fontSize.sm, padding: `${vars.space['1']} ${vars.space['3']}` },
    },
    isStruck: { true: { textDecoration: 'line-through' } },
  },
  defaultVariants: { tone: 'neutral', size: 'small' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
