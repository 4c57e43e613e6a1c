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

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['6'],
  minHeight: '64px',
});

/** The full set of links: from the large breakpoint up. */
export const wide = style({
  display: 'none',
  '@media': {
    [large]: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', flex: 1, gap: vars.space['6'] },
  },
});

export const links = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
});

/** The menu button: below the large breakpoint only. */
export const narrow = style({
  display: 'flex',
  '@media': {
    [large]: { display: 'none' },
  },
});
