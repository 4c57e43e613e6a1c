import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const banner = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['3'],
    padding: `${vars.space['3']} ${vars.space['4']}`,
    borderRadius: vars.radius.card,
    border: '1px solid',
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.text,
  },
  variants: {
    tone: {
      success: {
        background: vars.color.successBg,
        color: vars.color.successText,
        borderColor: vars.color.successSolid,
      },
      error: { background: vars.color.dangerBg, color: vars.color.dangerText, borderColor: vars.color.dangerSolid },
      warning: {
        background: vars.color.warningBg,
        color: vars.color.warningText,
        borderColor: vars.color.warningSolid,
      },
      info: { background: vars.color.infoBg, color: vars.color.infoText, borderColor: vars.color.infoSolid },
    },
  },
  defaultVariants: { tone: 'info' },
});

export type BannerVariants = NonNullable<RecipeVariants<typeof banner>>;

export const icon = style({ flexShrink: 0, marginTop: '2px' });

export const body = style({
  display: 'flex',
  flex: 1,
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space['4'],
  rowGap: vars.space['2'],
  minWidth: 0,
});

export const text = style({ flex: '1 1 16rem', minWidth: 0 });

export const title = style({
  display: 'block',
  fontWeight: vars.fontWeight.semibold,
});

// Doubled class so the override wins over the Button recipe whatever order the sheets load in.
export const dismiss = style({
  selectors: {
    '&&': {
      color: 'inherit',
      padding: vars.space['1'],
      minHeight: 'auto',
      marginTop: `calc(-1 * ${vars.space['1']})`,
      marginRight: `calc(-1 * ${vars.space['2']})`,
    },
  },
});
