import { facebookLoginScopes } from '@causeway/api-client/schemas';
import { config } from '../config';
import { facebookSdkScriptUrl } from '../security/trusted-sources';
import { thirdPartyScript } from '../security/trusted-types';

/**
 * The Facebook JavaScript SDK, as far as linking pages needs it (accounts §7): `FB.login` with the
 * scopes email, pages_manage_posts and pages_read_engagement gives the user access token the
 * connect call takes. Real mode loads Facebook's script on first use, with an error handler and a
 * time limit, so that without a network the screen says the SDK failed instead of waiting forever;
 * a build without a Facebook app (VITE_FACEBOOK_APP_ID) loads nothing and says so at once (there is
 * no app to log in to, and the served policy would refuse Facebook's script);
 * mock mode hands over the fake SDK it installs (`setFacebookSdkSource`), so the path is the same.
 */
export interface FacebookLoginResponse {
  status: 'connected' | 'not_authorized' | 'unknown';
  authResponse: { accessToken: string; userID: string } | null;
}

export interface FacebookSdk {
  init(params: { appId?: string; version?: string; cookie?: boolean; xfbml?: boolean }): void;
  login(
    callback: (response: FacebookLoginResponse) => void,
    options?: { scope?: string; return_scopes?: boolean },
  ): void;
}

declare global {
  interface Window {
    FB?: FacebookSdk;
    fbAsyncInit?: () => void;
  }
}

export const facebookSdkUrl = facebookSdkScriptUrl;
export const facebookApiVersion = 'v19.0';
/** How long the script may take before it counts as not loading (no network answers nothing at all). */
export const facebookSdkTimeoutMs = 10_000;

let source: Promise<FacebookSdk> | null = null;

/**
 * Where the SDK comes from instead of Facebook's script: mock mode passes the fake SDK's install
 * (a rejection is a failed load); null goes back to loading the real script on next use.
 */
export function setFacebookSdkSource(sdk: Promise<FacebookSdk> | null): void {
  // A rejection is read when the SDK is asked for; until then it is not an unhandled one.
  sdk?.catch(() => undefined);
  source = sdk;
}

/** The SDK, loaded once per page: it rejects when the script fails or does not arrive in time. */
export function loadFacebookSdk(): Promise<FacebookSdk> {
  source ??= injectScript();
  return source;
}

function injectScript(): Promise<FacebookSdk> {
  return new Promise((resolve, reject) => {
    // Throws (the load fails at once) when the build has no Facebook app.
    const script = thirdPartyScript(facebookSdkUrl);
    const fail = () => {
      clearTimeout(timer);
      reject(new Error('The Facebook SDK could not be loaded.'));
    };
    const timer = setTimeout(fail, facebookSdkTimeoutMs);
    window.fbAsyncInit = () => {
      clearTimeout(timer);
      const sdk = window.FB;
      if (!sdk) return fail();
      sdk.init({ appId: config.facebookAppId, version: facebookApiVersion, cookie: true, xfbml: false });
      resolve(sdk);
    };
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.addEventListener('error', fail);
    document.head.append(script);
  });
}

/**
 * Facebook Login for the linking scopes: the user access token, or null when the person cancelled
 * or Facebook refused. Call it straight from the click (no await before it), or the browser may
 * block Facebook's window as a pop-up nobody asked for.
 */
export function loginWithFacebook(sdk: FacebookSdk): Promise<string | null> {
  return new Promise((resolve) => {
    sdk.login(
      (response) =>
        resolve(
          response.status === 'connected' && response.authResponse?.accessToken
            ? response.authResponse.accessToken
            : null,
        ),
      { scope: facebookLoginScopes.join(',') },
    );
  });
}
