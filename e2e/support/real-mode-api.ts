/** Where the real-mode build's API is: the Node mock server playwright.config.ts starts. */
export const realModeApiOrigin = 'http://127.0.0.1:4013';
