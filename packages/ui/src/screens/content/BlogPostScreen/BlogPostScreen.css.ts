import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

// A banner rather than a poster: at 16:9 the cover stood 425px tall above a two-sentence post.
export const picture = style({
  width: '100%',
  aspectRatio: '21 / 9',
  maxHeight: '320px',
  objectFit: 'cover',
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});

/** The intro as the post's lead paragraph. */
export const intro = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.text,
});

export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const notFound = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

export const notFoundLine = style({ color: vars.color.textMuted });

export const allPosts = style({ width: 'fit-content' });
