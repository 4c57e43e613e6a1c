import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';
import { focusRing, focusRingInset } from '../../../theme/focus-ring.css';
import { breakpoints } from '../../../theme/tokens';

const belowMedium = `screen and (max-width: ${breakpoints.medium - 1}px)`;

export const periodTitle = style({
  margin: 0,
  marginLeft: vars.space['2'],
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.heading,
  whiteSpace: 'nowrap',
});

export const gridFrame = style({ position: 'relative' });

export const grid = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  overflow: 'hidden',
});

/** A row of seven equal columns, whatever their content. */
export const week = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const weekday = style({
  padding: `${vars.space['2']} ${vars.space['2']}`,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'center',
});

export const day = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
  minHeight: '112px',
  padding: vars.space['1'],
  background: vars.color.surface,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '& + &': { borderLeft: `1px solid ${vars.color.border}` },
    '&:focus-visible': focusRingInset,
    '&[data-outside]': { background: vars.color.surfaceMuted, cursor: 'default' },
    '&[data-past]': { background: vars.color.surfaceMuted },
    '&[data-drop-target]': {
      background: vars.color.accentTint,
      boxShadow: `inset 0 0 0 2px ${vars.color.accent}`,
    },
    '&[data-refuses]': { boxShadow: `inset 0 0 0 2px ${vars.color.dangerSolid}` },
    '[data-view="week"] &': { minHeight: '320px' },
  },
  '@media': {
    [belowMedium]: { minHeight: '56px', alignItems: 'center' },
    '(forced-colors: active)': { selectors: { '&[data-drop-target]': { outline: '3px solid Highlight' } } },
  },
});

export const dayNumber = style({
  alignSelf: 'flex-start',
  minWidth: '24px',
  padding: `0 ${vars.space['1']}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: '24px',
  textAlign: 'center',
  color: vars.color.text,
  selectors: {
    [`${day}[data-today] &`]: { background: vars.color.accent, color: vars.color.onAccent },
    [`${day}[data-past] &`]: { color: vars.color.textSubtle },
  },
  '@media': { [belowMedium]: { alignSelf: 'center' } },
});

/** On phones the chips give way to a count; the day's list opens on a tap. */
export const dayCount = style({
  display: 'none',
  '@media': {
    [belowMedium]: {
      display: 'inline-flex',
      minWidth: '20px',
      justifyContent: 'center',
      borderRadius: vars.radius.pill,
      background: vars.color.infoBg,
      color: vars.color.infoText,
      fontSize: vars.fontSize.xs,
      fontWeight: vars.fontWeight.semibold,
    },
  },
});

export const chips = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  minWidth: 0,
  '@media': { [belowMedium]: { display: 'none' } },
});

/** Category colours (publishing §2): post blue, story purple, other neutral. */
export const chip = recipe({
  base: {
    display: 'flex',
    gap: vars.space['1'],
    alignItems: 'baseline',
    width: '100%',
    minWidth: 0,
    padding: `2px ${vars.space['1']}`,
    border: 'none',
    borderLeft: '3px solid',
    borderRadius: '4px',
    font: 'inherit',
    fontSize: vars.fontSize.xs,
    lineHeight: vars.lineHeight.heading,
    textAlign: 'start',
    cursor: 'grab',
    selectors: {
      '&:focus-visible': focusRing,
      '&[data-dragging]': { opacity: 0.5 },
    },
  },
  variants: {
    category: {
      post: { background: vars.color.infoBg, color: vars.color.infoText, borderLeftColor: vars.color.infoSolid },
      story: { background: vars.color.purpleBg, color: vars.color.purpleText, borderLeftColor: vars.color.purpleText },
      reel: { background: vars.color.surfaceSunken, color: vars.color.text, borderLeftColor: vars.color.borderStrong },
    },
  },
});

export const chipTime = style({
  flexShrink: 0,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.semibold,
});

export const chipText = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    // A week's days are tall: two lines of each item show.
    '[data-view="week"] &': {
      whiteSpace: 'normal',
      display: '-webkit-box',
      WebkitLineClamp: 2,
      WebkitBoxOrient: 'vertical',
    },
  },
});

export const more = style({
  alignSelf: 'flex-start',
  padding: `0 ${vars.space['1']}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.accentText,
  font: 'inherit',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const moveBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  margin: 0,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.accent}`,
  borderRadius: vars.radius.card,
  background: vars.color.accentTint,
  color: vars.color.accentText,
  fontSize: vars.fontSize.sm,
});

export const legend = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'] });

export const legendSwatch = recipe({
  base: { width: '12px', height: '12px', borderRadius: '3px', borderLeft: '3px solid' },
  variants: {
    category: {
      post: { background: vars.color.infoBg, borderLeftColor: vars.color.infoSolid },
      story: { background: vars.color.purpleBg, borderLeftColor: vars.color.purpleText },
      reel: { background: vars.color.surfaceSunken, borderLeftColor: vars.color.borderStrong },
    },
  },
});

export const dayList = style({ margin: 0 });

export const dayListItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  padding: `${vars.space['2']} 0`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const dayListTime = style({ fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });

export const dayListPages = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
