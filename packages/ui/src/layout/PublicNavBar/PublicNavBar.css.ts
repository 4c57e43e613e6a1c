import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { breakpoints } from '../../theme/tokens';

const large = `screen and (min-width: ${breakpoints.large}px)`;

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.layer.sticky,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bar = style({ minHeight: '64px' });

/** The full set of links: from the large breakpoint up. */
export const wide = style({
  display: 'none',
  '@media': {
    [large]: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', flex: 1, gap: vars.space['6'] },
  },
});

/** The menu button: below the large breakpoint only. */
export const narrow = style({
  display: 'flex',
  '@media': {
    [large]: { display: 'none' },
  },
});
