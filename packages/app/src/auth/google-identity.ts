import { config } from '../config';
import { googleIdentityScriptUrl } from '../security/trusted-sources';
import { thirdPartyScript } from '../security/trusted-types';
import { authMessages } from './messages';

/**
 * Google sign-in through Google Identity Services' token client: it tells a closed popup (cancel),
 * a refusal (access_denied) and other failures apart, which the three sign-in texts need. In mock
 * mode a stand-in with the same shape is already on `window.google`; in real mode the script is
 * loaded on first use, when the build names a client id (VITE_GOOGLE_CLIENT_ID): without one there
 * is nothing to sign in with, and the served policy would refuse Google's script.
 */
interface TokenResponse {
  access_token?: string;
  error?: string;
}
interface TokenClientConfig {
  client_id: string;
  scope: string;
  callback: (response: TokenResponse) => void;
  error_callback?: (error: { type: string }) => void;
}
interface GoogleIdentity {
  accounts: { oauth2: { initTokenClient(config: TokenClientConfig): { requestAccessToken(): void } } };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

export type GoogleOutcome = { token: string } | { error: string };

let loading: Promise<GoogleIdentity> | null = null;

function loadIdentity(): Promise<GoogleIdentity> {
  if (window.google) return Promise.resolve(window.google);
  loading ??= new Promise((resolve, reject) => {
    const script = thirdPartyScript(googleIdentityScriptUrl);
    script.async = true;
    script.onload = () => (window.google ? resolve(window.google) : reject(new Error('Google Identity did not load')));
    script.onerror = () => {
      loading = null;
      reject(new Error('Google Identity did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Asks Google for a token; resolves with it or with the text to show. Never rejects. */
export async function requestGoogleToken(): Promise<GoogleOutcome> {
  let identity: GoogleIdentity;
  try {
    identity = await loadIdentity();
  } catch {
    return { error: authMessages.googleFailed };
  }
  return new Promise((resolve) => {
    const client = identity.accounts.oauth2.initTokenClient({
      client_id: config.googleClientId || 'causeway-mock-client',
      scope: 'openid email profile',
      callback: (response) => {
        if (response.access_token) resolve({ token: response.access_token });
        else if (response.error === 'access_denied') resolve({ error: authMessages.googleDenied });
        else resolve({ error: authMessages.googleFailed });
      },
      error_callback: (error) =>
        resolve({ error: error.type === 'popup_closed' ? authMessages.googleCancelled : authMessages.googleFailed }),
    });
    client.requestAccessToken();
  });
}
