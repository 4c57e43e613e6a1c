import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** The plan banner: the plan's name and what is left of it, in the accent's tint. */
export const plan = style({
  padding: `${vars.space['3']} ${vars.space['4']}`,
  background: vars.color.accentTint,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
});

export const planIcon = style({ color: vars.color.accentText, flexShrink: 0 });

export const planLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const planName = style({
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

/** While the plan loads, or when it could not be had. */
export const planPending = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
