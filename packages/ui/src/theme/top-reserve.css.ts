import { createVar, globalStyle } from '@vanilla-extract/css';

/**
 * Height taken above the app by a bar outside it (mock mode's bar), 0 otherwise. Layouts that fill
 * the screen (the signed-in sidebar) keep their bottom edge on screen with it.
 */
export const topReserve = createVar();

globalStyle(':root', { vars: { [topReserve]: '0px' } });
