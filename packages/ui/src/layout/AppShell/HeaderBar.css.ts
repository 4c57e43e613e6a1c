import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { breakpoints } from '../../theme/tokens';

const large = `screen and (min-width: ${breakpoints.large}px)`;
const medium = `screen and (min-width: ${breakpoints.medium}px)`;

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '64px',
  padding: `0 ${vars.space['3']}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [medium]: { gap: vars.space['3'], padding: `0 ${vars.space['6']}` } },
});

/** The drawer's button: the sidebar stands beside the page from the large breakpoint up. */
export const menuButton = style({
  width: '40px',
  padding: 0,
  flexShrink: 0,
  color: vars.color.text,
  '@media': { [large]: { display: 'none' } },
});

export const end = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  marginLeft: 'auto',
  flexShrink: 0,
});

export const upgrade = style({ minHeight: '36px' });

/** Below the medium breakpoint the button is its icon (the word stays its name): phones have no room. */
export const upgradeText = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  '@media': {
    [medium]: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clip: 'auto' },
  },
});
