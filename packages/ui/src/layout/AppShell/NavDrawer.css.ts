import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { veil } from '../../theme/veil.css';

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' } });
export const overlay = veil;

export const drawer = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  width: 'min(16rem, calc(100vw - 48px))',
  background: vars.color.surface,
  boxShadow: vars.shadow.popover,
  selectors: {
    '&[data-entering]': { animation: `${slideIn} ${vars.duration.normal} ease-out` },
    '&[data-exiting]': { animation: `${slideIn} ${vars.duration.fast} ease-in reverse` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const dialog = style({ position: 'relative', height: '100%', outline: 'none' });

export const close = style({
  position: 'absolute',
  top: vars.space['3'],
  right: vars.space['2'],
  width: '40px',
  padding: 0,
  zIndex: 1,
});
