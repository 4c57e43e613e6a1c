import { style } from '@vanilla-extract/css';

/**
 * Where a public page's chunk is still loading: a screen's height keeps the footer below the fold,
 * so the page arriving does not push it down in view (layout shift).
 */
export const pageLoading = style({ minHeight: '100svh' });
