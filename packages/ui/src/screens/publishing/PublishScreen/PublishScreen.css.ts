import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRing } from '../../../theme/focus-ring.css';
import { atLeast } from '../../../theme/tokens';

const medium = atLeast('medium');

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
});

export const card = style({
  padding: vars.space['4'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  '@media': { [medium]: { padding: vars.space['6'] } },
});

export const field = style({ display: 'grid', gap: vars.space['2'], minWidth: 0 });

export const fieldLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const platformButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.control,
  background: vars.color.surface,
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-selected]': {
      borderColor: vars.color.accent,
      background: vars.color.accentTint,
      boxShadow: `inset 0 0 0 1px ${vars.color.accent}`,
    },
    '&[data-coming-soon]': { cursor: 'help', borderStyle: 'dashed' },
    '&[data-focus-visible]': focusRing,
  },
  '@media': {
    '(forced-colors: active)': { selectors: { '&[data-selected]': { outline: '2px solid Highlight' } } },
  },
});

export const inlineAction = style({ justifySelf: 'start' });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const warning = style({
  margin: 0,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.control,
  background: vars.color.warningBg,
  color: vars.color.warningText,
  fontSize: vars.fontSize.sm,
});

export const zone = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const scheduleRow = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', alignItems: 'start' } },
});

/** A loading field: its label's line and its box, spaced as Field's label and control are. */
export const fieldLoading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  paddingTop: vars.space['1'],
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] });

export const draftStatus = style({ marginLeft: 'auto', color: vars.color.textSubtle, fontSize: vars.fontSize.xs });

export const discard = style({ color: vars.color.dangerText });

export const comingSoon = style({ margin: 0 });

export const reelPreview = style({ display: 'grid', gap: vars.space['2'], justifyItems: 'start' });

export const reelVideo = style({
  width: 'min(100%, 200px)',
  aspectRatio: '9 / 16',
  objectFit: 'cover',
  borderRadius: vars.radius.control,
  background: vars.color.text,
});

export const reelRemove = style({});

export const outcome = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  justifyItems: 'start',
});

export const outcomeTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const outcomeList = style({ display: 'grid', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' });

export const outcomeRow = style({
  display: 'flex',
  gap: vars.space['2'],
  alignItems: 'flex-start',
  fontSize: vars.fontSize.sm,
});

export const okIcon = style({ flexShrink: 0, color: vars.color.successSolid });

export const failIcon = style({ flexShrink: 0, color: vars.color.dangerSolid });
