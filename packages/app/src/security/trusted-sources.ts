/**
 * What the Content-Security-Policy and the Trusted Types policy agree on, read by the app and by
 * the build that writes the policy (packages/app/build/security-headers.ts): pure data, no imports.
 */

/** Google Identity Services, loaded for 'Sign in with Google' when the build names a client id. */
export const googleIdentityScriptUrl = 'https://accounts.google.com/gsi/client';

/** The Facebook JavaScript SDK, loaded for linking pages when the build names a Facebook app. */
export const facebookSdkScriptUrl = 'https://connect.facebook.net/en_US/sdk.js';

/**
 * The Trusted Types policies the product creates, which the policy's `trusted-types` directive
 * names: DOMPurify's own (it parses the markup it is given and signs what it returns, the CMS and
 * blog HTML), and the app's for the third-party scripts it loads (src/security/trusted-types.ts).
 */
export const trustedTypesPolicyNames = {
  html: 'dompurify',
  scriptUrl: 'causeway-script-url',
} as const;
