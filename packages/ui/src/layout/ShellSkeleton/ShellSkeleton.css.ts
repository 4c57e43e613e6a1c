import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { topReserve } from '../../theme/top-reserve.css';
import { atLeast } from '../../theme/tokens';
import { headerRows } from '../AppShell/header-rows';

const large = atLeast('large');
const medium = atLeast('medium');
const wide = atLeast('wide');
const appear = keyframes({ from: { opacity: 0 } });
const shimmer = keyframes({ '50%': { opacity: 0.55 } });

/*
 * The signed-in frame's geometry, as AppShell draws it (sidebar 16 rem, header 64 px and below the
 * wide breakpoint the notices' row under it, top nav 52 px, page column up to 1280 px): the real
 * shell then takes its place without a jump.
 */

export const frame = style({
  display: 'flex',
  minHeight: '100vh',
  background: vars.color.surfaceMuted,
});

/** Hidden for the first 300 ms, like the public page skeleton: most loads are done by then. */
const appearsLate = {
  animation: `${appear} ${vars.duration.normal} ease-out 300ms both`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '1ms' } },
} as const;

export const rail = style({
  display: 'none',
  position: 'sticky',
  top: 0,
  height: '100vh',
  // The sidebar's 16 rem and the shell's border beside it.
  width: 'calc(16rem + 1px)',
  flexShrink: 0,
  paddingBottom: topReserve,
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  '@media': { [large]: { display: 'block' } },
});

export const railItems = style({
  ...appearsLate,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: `${vars.space['6']} ${vars.space['4']}`,
});

export const column = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

const bar = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `0 ${vars.space['4']}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
} as const;

export const header = style({
  ...bar,
  alignItems: 'flex-start',
  height: `${headerRows.controls + headerRows.notices}px`,
  paddingTop: `${(headerRows.controls - 12) / 2}px`,
  '@media': { [wide]: { height: `${headerRows.controls}px`, alignItems: 'center', paddingTop: 0 } },
});

export const topNav = style({ ...bar, minHeight: '52px' });

export const barItems = style({ ...appearsLate, flex: 1, maxWidth: '24rem' });

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '1280px',
  margin: '0 auto',
  padding: vars.space['4'],
  '@media': { [medium]: { padding: vars.space['8'] } },
});

export const page = style({ ...appearsLate, display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['6'],
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

/*
 * Its own placeholder lines, drawn like the Skeleton primitive's: sharing that module with the
 * signed-in area split it out of the public pages' chunks, one more request on '/' and '/login'.
 */
const line = style({
  display: 'block',
  height: '12px',
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.pill,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
});

export const lines = styleVariants({ full: '100%', long: '85%', medium: '60%', short: '35%' }, (width) => [
  line,
  { width },
]);

export const title = style([line, { height: '24px', width: '35%' }]);
