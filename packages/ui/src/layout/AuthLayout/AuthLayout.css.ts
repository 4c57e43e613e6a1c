import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { atLeast } from '../../theme/tokens';

const medium = atLeast('medium');
const large = atLeast('large');

export const page = style({
  minHeight: '100dvh',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  background: vars.color.surface,
  '@media': {
    [large]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)' },
  },
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  padding: `${vars.space['8']} ${vars.space['4']}`,
  '@media': {
    [medium]: { padding: `${vars.space['12']} ${vars.space['8']}` },
  },
});

export const column = style({
  width: '100%',
  maxWidth: '440px',
  // Auto margins centre a short form and let a long one start at the top instead of being cut off.
  margin: 'auto',
  fontSize: vars.fontSize.sm,
});
