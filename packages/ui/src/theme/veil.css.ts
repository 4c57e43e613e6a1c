import { keyframes, style } from '@vanilla-extract/css';
import { vars } from './contract.css';

const fadeIn = keyframes({ from: { opacity: 0 } });

/**
 * The dimmed layer under every modal surface (dialogs, the shell's drawer, the public menu sheet,
 * the loading veil): it covers the screen and fades in and out with RAC's entering and exiting
 * states (the global reduced-motion rule stills it). Compose it with the surface's own
 * placement: `style([veil, { display: 'flex', … }])`.
 */
export const veil = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.layer.modal,
  background: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.duration.normal} ease-out` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.duration.fast} ease-in reverse` },
  },
});
