import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus-ring.css';
import { topReserve } from '../../theme/top-reserve.css';
import { atLeast } from '../../theme/tokens';

const large = atLeast('large');
const medium = atLeast('medium');

export const shell = style({
  display: 'flex',
  minHeight: '100vh',
  background: vars.color.surfaceMuted,
});

export const skipLink = style({
  position: 'fixed',
  top: vars.space['2'],
  left: vars.space['2'],
  zIndex: vars.layer.toast,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.control,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus-visible': { ...focusRing, transform: 'none' },
    '&:focus': { transform: 'none' },
  },
});

/**
 * The sidebar beside the page, from the large breakpoint up; below it the drawer takes its place.
 * A bar above the app (mock mode) pushes the page down by `topReserve`: the sidebar's content ends
 * that much higher, so its last control (Collapse sidebar) is on screen before any scrolling.
 */
export const rail = style({
  display: 'none',
  position: 'sticky',
  top: 0,
  height: '100vh',
  paddingBottom: topReserve,
  flexShrink: 0,
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  '@media': { [large]: { display: 'block' } },
});

export const column = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '1280px',
  margin: '0 auto',
  padding: vars.space['4'],
  outline: 'none',
  '@media': { [medium]: { padding: vars.space['8'] } },
});
