import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

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
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.accent}`, outlineOffset: '2px' });
globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
