import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { veil } from '../../theme/veil.css';
import { focusRingInset } from '../../theme/focus-ring.css';
import { atLeast } from '../../theme/tokens';

const medium = atLeast('medium');

const riseIn = keyframes({ from: { transform: 'translateY(16px)', opacity: 0 } });
const sheetIn = keyframes({ from: { transform: 'translateY(100%)' } });

export const overlay = style([
  veil,
  {
    display: 'flex',
    // Small screens: the dialog is a sheet anchored to the bottom edge.
    alignItems: 'flex-end',
    justifyContent: 'center',
    '@media': {
      [medium]: { alignItems: 'center', padding: vars.space['6'] },
    },
  },
]);

export const modal = recipe({
  base: {
    width: '100%',
    maxHeight: '90dvh',
    display: 'flex',
    flexDirection: 'column',
    background: vars.color.surface,
    color: vars.color.text,
    borderRadius: `${vars.radius.card} ${vars.radius.card} 0 0`,
    boxShadow: vars.shadow.popover,
    selectors: {
      '&[data-entering]': { animation: `${sheetIn} ${vars.duration.normal} ease-out` },
    },
    '@media': {
      [medium]: {
        borderRadius: vars.radius.card,
        selectors: {
          '&[data-entering]': { animation: `${riseIn} ${vars.duration.normal} ease-out` },
        },
      },
    },
  },
  variants: {
    size: {
      small: { '@media': { [medium]: { maxWidth: '400px' } } },
      medium: { '@media': { [medium]: { maxWidth: '520px' } } },
      large: { '@media': { [medium]: { maxWidth: '720px' } } },
    },
  },
  defaultVariants: { size: 'medium' },
});

export type ModalVariants = NonNullable<RecipeVariants<typeof modal>>;

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  minHeight: 0,
  padding: vars.space['6'],
  // The dialog itself holds focus when it opens (until Tab moves into it): opened from the keyboard,
  // it shows the ring, inside its edge so the sheet's bottom edge does not cut it off.
  borderRadius: 'inherit',
  selectors: { '&:focus-visible': focusRingInset },
  // The sheet keeps clear of the home indicator on phones.
  paddingBottom: `max(${vars.space['6']}, env(safe-area-inset-bottom))`,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
});

export const icon = style({ flexShrink: 0, display: 'flex' });

export const title = style({
  flex: 1,
  minWidth: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.heading,
  overflowWrap: 'anywhere',
  // Lines the title up with a 24px icon or close button beside it.
  paddingTop: '2px',
});

export const body = style({
  minHeight: 0,
  overflowY: 'auto',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.text,
  color: vars.color.textMuted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['3'],
});

// Doubled class so it wins over the Button recipe whatever order the sheets load in.
export const closeButton = style({
  selectors: {
    '&&': {
      color: vars.color.textMuted,
      padding: vars.space['1'],
      minHeight: 'auto',
      margin: `calc(-1 * ${vars.space['1']})`,
    },
  },
});
