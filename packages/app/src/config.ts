/**
 * Build-time configuration. Without `VITE_API_BASE_URL` the app runs in mock mode: msw answers
 * every call under the same-origin base '/api' from seeded demo data.
 */
export const config = {
  mockMode: __MOCK_MODE__,
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL || '/api',
  /** Google Identity Services client id (public); real mode only. */
  googleClientId: import.meta.env.VITE_GOOGLE_CLIENT_ID ?? '',
  /** The Facebook app that page linking logs in through (public); real mode only. */
  facebookAppId: import.meta.env.VITE_FACEBOOK_APP_ID ?? '',
  /** The third-party chatbot widget's script; real mode only, nothing is loaded when empty. */
  chatbotScriptUrl: import.meta.env.VITE_CHATBOT_SCRIPT_URL ?? '',
} as const;
