import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
  gap: vars.space['6'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  transition: `border-color ${vars.duration.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.accent },
    '&:has([data-focus-visible])': { boxShadow: vars.shadow.focus },
  },
});

export const picture = style({
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
});

export const placeholder = style({
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '16 / 9',
  background: vars.color.accentTint,
});

// The mark is 1.6em square and takes the colour of its parent.
export const placeholderMark = style({ fontSize: '40px', color: vars.color.accent });

export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['6'],
});

export const title = style({ fontSize: vars.fontSize.lg, overflowWrap: 'anywhere' });

export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    // Stretches the link over the whole card.
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&[data-hovered]': { color: vars.color.accentText },
  },
});

export const intro = style({
  color: vars.color.textMuted,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
