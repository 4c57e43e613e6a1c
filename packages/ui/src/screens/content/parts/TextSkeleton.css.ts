import { style } from '@vanilla-extract/css';

/**
 * The texts that load here (legal pages, the FAQ, a blog post under its banner) run longer than a
 * screen: holding at least a screen's height keeps the footer below the fold until they arrive, so
 * nothing visible moves.
 */
export const holdsScreen = style({ minHeight: '100svh' });
