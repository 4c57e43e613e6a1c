import { atom } from 'jotai';

/** True while 'Please wait... Signing you out' covers the screen. */
export const isSigningOutAtom = atom(false);
