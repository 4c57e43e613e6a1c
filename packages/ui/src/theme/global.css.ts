import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { focusRing } from './focus-ring.css';

// A small reset: box sizing, no default margins, media that fits, inherited form fonts.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', { margin: 0, padding: 0 });
globalStyle('body', {
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.text,
  color: vars.color.text,
  background: vars.color.surfaceMuted,
  WebkitFontSmoothing: 'antialiased',
  textRendering: 'optimizeLegibility',
});
globalStyle('h1, h2, h3, h4, h5, h6', {
  margin: 0,
  lineHeight: vars.lineHeight.heading,
  fontWeight: vars.fontWeight.semibold,
});
globalStyle('p, ul, ol, figure, blockquote, dl, dd', { margin: 0 });
globalStyle('img, svg, video, canvas', { display: 'block', maxWidth: '100%' });
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });
globalStyle('a', { color: vars.color.accentText });
// The focus ring on plain focusable elements, when the browser judges focus visible.
globalStyle(':focus-visible', focusRing);
// RAC components (data-rac) draw the same ring on `[data-focus-visible]`, RAC's judgement of keyboard
// focus, each in its own style. The browser's ring is left to that, so it neither doubles the ring
// nor shows where a primitive draws it elsewhere (the box around an input, the layer over a row).
globalStyle(':where([data-rac]):focus-visible', { outline: 'none' });
// A page's heading takes focus after a navigation so reading starts there; it is not a control, so
// it shows no ring.
globalStyle(':is(h1, h2)[tabindex="-1"]:focus', { outline: 'none' });
globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
