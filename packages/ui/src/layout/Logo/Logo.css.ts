import { createVar, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus-ring.css';

// The tone sets these; the mark and the tagline read them.
const markColor = createVar();
const taglineColor = createVar();

export const mark = style({ flexShrink: 0, width: '1.6em', height: '1.6em', color: markColor });

export const words = style({ display: 'flex', flexDirection: 'column', gap: '2px' });

export const name = style({
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.01em',
  lineHeight: vars.lineHeight.heading,
});

export const tagline = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.heading,
  color: taglineColor,
});

export const logo = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2'],
    width: 'fit-content',
    borderRadius: vars.radius.control,
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      '&[data-focus-visible]': focusRing,
    },
  },
  variants: {
    size: {
      medium: { fontSize: vars.fontSize.lg },
      large: { fontSize: vars.fontSize.xl },
    },
    /** `inverse` sits on the accent colour (the auth cover, dark bands). */
    tone: {
      default: {
        color: vars.color.text,
        vars: { [markColor]: vars.color.accent, [taglineColor]: vars.color.textMuted },
      },
      inverse: {
        color: vars.color.onAccent,
        vars: { [markColor]: vars.color.onAccent, [taglineColor]: vars.color.onAccent },
      },
    },
  },
  defaultVariants: { size: 'medium', tone: 'default' },
});

export type LogoVariants = NonNullable<RecipeVariants<typeof logo>>;
