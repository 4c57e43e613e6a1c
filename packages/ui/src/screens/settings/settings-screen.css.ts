import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { atLeast } from '../../theme/tokens';

const medium = atLeast('medium');

/** A tab's heading: an h2 under the frame's 'Control Tower'. */
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.text,
});

export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A section of a tab: a bordered card with its own h3. */
export const card = style({
  minWidth: 0,
  padding: vars.space['4'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  '@media': { [medium]: { padding: vars.space['6'] } },
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.text,
});

export const sectionText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A section's buttons, the main one first, wrapping on small screens. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] });

/** Form fields keep a readable line length on wide screens. */
export const fields = style({ display: 'grid', gap: vars.space['4'], maxWidth: '32rem' });
