import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { atLeast } from '../../../theme/tokens';

const medium = atLeast('medium');

/** The plan's name and badges beside its price; the price drops under the name on phones. */
export const planHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const planName = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const price = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const period = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

/** The plan's facts as label and value pairs, side by side where there is room. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space['4'],
  margin: 0,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const value = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

/** The billing details fields: two columns from the medium breakpoint, one on phones. */
export const detailsGrid = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', maxWidth: '48rem' } },
});

/** A card's brand with its default mark. */
export const card = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });

export const cardIcon = style({ color: vars.color.textMuted, flexShrink: 0 });

export const muted = style({ color: vars.color.textMuted });

export const dialogText = style({ margin: 0 });
