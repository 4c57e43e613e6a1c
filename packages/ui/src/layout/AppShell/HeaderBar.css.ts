import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { atLeast } from '../../theme/tokens';
import { headerRows } from './header-rows';

const wide = atLeast('wide');
const large = atLeast('large');
const medium = atLeast('medium');

/**
 * One row from the wide breakpoint up (the notices between the team switcher and the buttons, with
 * room for a headline each); below it the notices take a row of their own under the controls.
 * Either way the height is set before anything is known, so a notice never changes it.
 */
export const bar = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  height: `${headerRows.controls + headerRows.notices}px`,
  gridTemplateRows: `minmax(0, 1fr) ${headerRows.notices}px`,
  gridTemplateAreas: '"menu team end" "notices notices notices"',
  flexShrink: 0,
  alignItems: 'center',
  columnGap: vars.space['2'],
  padding: `0 ${vars.space['3']}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [medium]: { columnGap: vars.space['3'], padding: `0 ${vars.space['6']}` },
    // The sidebar stands beside the page: no drawer button.
    [large]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateAreas: '"team end" "notices notices"',
    },
    [wide]: {
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      height: `${headerRows.controls}px`,
      gridTemplateRows: 'minmax(0, 1fr)',
      gridTemplateAreas: '"team notices end"',
      columnGap: vars.space['4'],
    },
  },
});

/** The drawer's button: the sidebar stands beside the page from the large breakpoint up. */
export const menuButton = style({
  gridArea: 'menu',
  width: '40px',
  padding: 0,
  flexShrink: 0,
  color: vars.color.text,
  '@media': { [large]: { display: 'none' } },
});

export const team = style({ gridArea: 'team', display: 'flex', minWidth: 0 });

export const notices = style({
  gridArea: 'notices',
  alignSelf: 'start',
  height: '36px',
  '@media': { [wide]: { alignSelf: 'center' } },
});

export const end = style({
  gridArea: 'end',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
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
