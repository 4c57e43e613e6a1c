import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';
import { atLeast } from '../../../theme/tokens';

export const page = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['6'],
    marginInline: 'auto',
    paddingBlock: vars.space['12'],
  },
  variants: {
    width: {
      reading: { maxWidth: '760px' },
      wide: { maxWidth: '100%' },
    },
  },
});

export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  width: 'fit-content',
  fontSize: vars.fontSize.sm,
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
  '@media': { [atLeast('medium')]: { fontSize: vars.fontSize.display } },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const intro = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg });

/** Skeleton lines of a page still loading. */
export const skeletonLines = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
