import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { atLeast } from '../../../theme/tokens';

const medium = atLeast('medium');

/** The picture beside its picker from the medium breakpoint up; above it on phones. */
export const picture = style({
  display: 'grid',
  gap: vars.space['4'],
  alignItems: 'center',
  justifyItems: 'start',
  '@media': { [medium]: { gridTemplateColumns: 'auto minmax(0, 1fr)' } },
});

/** A large round preview (96px), over the avatar's own sizes. */
export const preview = style({
  selectors: {
    '&&': { width: '96px', height: '96px', fontSize: vars.fontSize.xl },
  },
});

export const pictureLabel = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs });

/** The address can be long: it wraps rather than pushing the page wider. */
export const email = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const noEmail = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const dangerCard = style({ borderColor: vars.color.dangerBg });
