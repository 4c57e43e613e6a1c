import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const picture = style({ width: '100%', height: 'auto', overflow: 'visible', fontFamily: 'inherit' });

/* Words in the picture: the product's own text colours, so it reads as the product. */
export const strong = style({ fill: vars.color.text, fontWeight: vars.fontWeight.semibold });
export const muted = style({ fill: vars.color.textMuted });
export const accentText = style({ fill: vars.color.accentText, fontWeight: vars.fontWeight.semibold });
export const onAccent = style({ fill: vars.color.onAccent, fontWeight: vars.fontWeight.semibold });

export const window = style({ fill: vars.color.surface, stroke: vars.color.border, strokeWidth: 1 });
export const titleBar = style({ fill: vars.color.surfaceSunken });
export const dot = style({ fill: vars.color.borderStrong });
export const address = style({ fill: vars.color.surface });
export const sidebar = style({ fill: vars.color.surfaceMuted });
export const markArc = style({ fill: 'none', stroke: vars.color.accent, strokeWidth: 4, strokeLinecap: 'round' });
export const navItem = style({ fill: 'none' });
export const navActive = style({ fill: vars.color.accentTint, stroke: vars.color.accent, strokeWidth: 1 });
export const button = style({ fill: vars.color.accent });
export const cell = style({ fill: vars.color.surface, stroke: vars.color.border, strokeWidth: 1 });
export const chipPost = style({ fill: vars.color.infoBg, stroke: vars.color.infoSolid, strokeWidth: 1 });
export const chipStory = style({ fill: vars.color.purpleBg, stroke: vars.color.purpleText, strokeWidth: 1 });
export const chipReel = style({ fill: vars.color.surfaceSunken, stroke: vars.color.borderStrong, strokeWidth: 1 });
export const chipText = styleVariants({
  post: { fill: vars.color.infoText, fontWeight: vars.fontWeight.semibold },
  story: { fill: vars.color.purpleText, fontWeight: vars.fontWeight.semibold },
  reel: { fill: vars.color.text, fontWeight: vars.fontWeight.semibold },
});

export const card = style({ filter: `drop-shadow(0 10px 18px ${vars.color.borderStrong})` });
export const cardBody = style({ fill: vars.color.surface, stroke: vars.color.border, strokeWidth: 1 });
export const avatar = style({ fill: vars.color.accentTint, stroke: vars.color.accent, strokeWidth: 2 });
export const avatarMark = style({ fill: 'none', stroke: vars.color.accent, strokeWidth: 2, strokeLinecap: 'round' });
export const photo = style({ fill: vars.color.accentTint });
export const photoArc = style({ fill: 'none', stroke: vars.color.accent, strokeWidth: 6, strokeLinecap: 'round' });
export const photoArcSoft = style({
  fill: 'none',
  stroke: vars.color.accentHover,
  strokeWidth: 4,
  strokeLinecap: 'round',
  opacity: 0.5,
});
export const scheduled = style({ fill: vars.color.successBg, stroke: vars.color.successSolid, strokeWidth: 1 });
export const scheduledText = style({ fill: vars.color.successText, fontWeight: vars.fontWeight.semibold });
