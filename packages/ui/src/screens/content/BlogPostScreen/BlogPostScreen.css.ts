import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const picture = style({
  width: '100%',
  aspectRatio: '16 / 9',
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

export const notFoundLine = style({ color: vars.color.textMuted });

export const allPosts = style({ width: 'fit-content' });
