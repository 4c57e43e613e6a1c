import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const panel = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['6'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  alignContent: 'start',
});

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const empty = style({
  display: 'grid',
  gap: vars.space['1'],
  justifyItems: 'center',
  padding: `${vars.space['12']} ${vars.space['4']}`,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.card,
  textAlign: 'center',
});

export const emptyTitle = style({ margin: 0, fontWeight: vars.fontWeight.semibold });
export const emptyText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const post = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
});

export const byline = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });
export const who = style({ display: 'grid', minWidth: 0, flex: 1 });
export const name = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });
export const meta = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.xs,
});
export const mark = style({ marginLeft: 'auto' });

export const text = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});
export const placeholder = style([text, { color: vars.color.textSubtle, fontStyle: 'italic' }]);

export const postMedia = style({
  width: '100%',
  maxHeight: '360px',
  objectFit: 'cover',
  borderRadius: vars.radius.control,
  background: vars.color.surfaceSunken,
});

export const actions = style({
  display: 'flex',
  justifyContent: 'space-around',
  paddingTop: vars.space['2'],
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});
export const action = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'] });

/** Stories and reels: a 9:16 frame, as phones show them. */
export const vertical = style({
  position: 'relative',
  width: 'min(100%, 280px)',
  aspectRatio: '9 / 16',
  justifySelf: 'center',
  overflow: 'hidden',
  borderRadius: vars.radius.card,
  background: vars.color.text,
  color: vars.color.surface,
});
export const verticalMedia = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});
export const verticalPlaceholder = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  margin: 0,
  padding: vars.space['6'],
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.textDisabled,
});
export const verticalTop = style({
  position: 'absolute',
  top: 0,
  left: 0,
  right: 0,
  padding: vars.space['3'],
  background: 'linear-gradient(rgba(16, 24, 40, 0.7), transparent)',
});

// The byline's name and meta read light on the dark frame.
globalStyle(`${verticalTop} span`, { color: vars.color.surface });
export const verticalText = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  margin: 0,
  padding: vars.space['3'],
  background: 'linear-gradient(transparent, rgba(16, 24, 40, 0.75))',
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
