import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus-ring.css';

export const link = recipe({
  base: {
    color: vars.color.accentText,
    borderRadius: '2px',
    cursor: 'pointer',
    transition: `color ${vars.duration.fast}, text-decoration-color ${vars.duration.fast}`,
    selectors: {
      '&[data-hovered]': { color: vars.color.accentPressed },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed', textDecoration: 'none' },
    },
  },
  variants: {
    variant: {
      /** Inside running text: always underlined, so it is told apart without colour. */
      inline: {
        textDecoration: 'underline',
        textDecorationThickness: '1px',
        textUnderlineOffset: '2px',
        selectors: { '&[data-hovered]': { textDecorationThickness: '2px' } },
      },
      /** On its own line or in navigation: no underline until hovered. */
      standalone: {
        fontWeight: vars.fontWeight.semibold,
        textDecoration: 'none',
        selectors: { '&[data-hovered]': { textDecoration: 'underline', textUnderlineOffset: '2px' } },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;
