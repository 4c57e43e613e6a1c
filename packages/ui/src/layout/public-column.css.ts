import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { atLeast } from '../theme/tokens';

/** The public pages' centred column: at most 1120px wide, with side gutters on small screens. */
export const publicColumn = style({
  width: '100%',
  maxWidth: '1120px',
  marginInline: 'auto',
  paddingInline: vars.space['4'],
  '@media': {
    [atLeast('medium')]: { paddingInline: vars.space['6'] },
  },
});

/** Public pages are read, not worked in: 16px body text (docs/design.md). */
export const publicText = style({
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.text,
  color: vars.color.text,
});
