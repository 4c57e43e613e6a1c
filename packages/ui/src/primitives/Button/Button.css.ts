import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus-ring.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    border: '1px solid transparent',
    borderRadius: vars.radius.control,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.heading,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    transition: `background ${vars.duration.fast}, border-color ${vars.duration.fast}, color ${vars.duration.fast}`,
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.accent,
        color: vars.color.onAccent,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.accentHover },
          '&[data-pressed]': { background: vars.color.accentPressed },
          // An accent ring around an accent button reads as part of it: the ring takes the text colour.
          '&[data-focus-visible]': { outlineColor: vars.color.text },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceMuted },
          '&[data-pressed]': { background: vars.color.surfaceSunken },
        },
      },
      quiet: {
        background: 'transparent',
        color: vars.color.accentText,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.accentTint },
          '&[data-pressed]': { background: vars.color.surfaceSunken },
        },
      },
      danger: {
        background: vars.color.dangerSolid,
        color: vars.color.onAccent,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.dangerHover },
          '&[data-pressed]': { background: vars.color.dangerText },
        },
      },
    },
    size: {
      small: { fontSize: vars.fontSize.xs, padding: `${vars.space['1']} ${vars.space['3']}`, minHeight: '32px' },
      medium: { fontSize: vars.fontSize.sm, padding: `${vars.space['2']} ${vars.space['4']}`, minHeight: '40px' },
      large: { fontSize: vars.fontSize.md, padding: `${vars.space['3']} ${vars.space['6']}`, minHeight: '48px' },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'medium' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.7s linear infinite`,
  flexShrink: 0,
});
