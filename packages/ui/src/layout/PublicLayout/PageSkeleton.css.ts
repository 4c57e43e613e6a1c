import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const appear = keyframes({ from: { opacity: 0 } });

export const page = style({
  minHeight: '100svh',
  paddingBlock: vars.space['12'],
});

/** Hidden for the first 300 ms: most page chunks arrive sooner, and a flash of grey reads as a flicker. */
export const blocks = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['8'],
  maxWidth: '720px',
  animation: `${appear} ${vars.duration.normal} ease-out 300ms both`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '1ms' } },
});

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
