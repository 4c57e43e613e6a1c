import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { atLeast } from '../../../theme/tokens';

/** The legal text on a sheet, set apart from the page around it. */
export const sheet = style({
  padding: vars.space['6'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  '@media': { [atLeast('medium')]: { padding: vars.space['8'] } },
});
