import { facebookLoginScopes } from '@causeway/api-client/schemas';
import { facebookProfiles, type FacebookProfile } from '../seed/facebook';
import { fakeFacebookToken } from './credentials';
import { chooseInDialog } from './dialog';

/*
 * A stand-in for the Facebook JavaScript SDK (`window.FB`) in mock mode, with the calls the app
 * makes: init, login (scopes → an access token, or status 'unknown' when cancelled),
 * getLoginStatus, getAuthResponse, logout. The tester chooses who logs in (one of the fake
 * Facebook's people: Demo User first, Northwind Outreach too, so either linked account can be
 * reconnected); the token it gives is one the mock backend's connect call accepts for that person.
 */

export interface FacebookAuthResponse {
  accessToken: string;
  expiresIn: number;
  data_access_expiration_time: number;
  signedRequest: string;
  userID: string;
  grantedScopes?: string;
}

export interface FacebookLoginStatus {
  status: 'connected' | 'not_authorized' | 'unknown';
  authResponse: FacebookAuthResponse | null;
}

export interface FakeFacebookSdk {
  init(params: { appId?: string; version?: string; cookie?: boolean; xfbml?: boolean }): void;
  login(
    callback: (response: FacebookLoginStatus) => void,
    options?: { scope?: string; return_scopes?: boolean; auth_type?: string },
  ): void;
  getLoginStatus(callback: (response: FacebookLoginStatus) => void, force?: boolean): void;
  getAuthResponse(): FacebookAuthResponse | null;
  logout(callback?: (response: FacebookLoginStatus) => void): void;
}

export type FacebookPreset = 'cancel' | 'load-error' | 'not-loaded';

export interface FakeFacebookOptions {
  /** Read at each step: an answer given without asking (from the active scenarios), or undefined to ask. */
  preset?: () => FacebookPreset | undefined;
  /** How long 'not-loaded' keeps window.FB away (default 15 s). */
  lateLoadMs?: number;
}

/** The globals the real SDK uses (not declared globally here, so that the app may type them its own way). */
interface FacebookGlobals {
  FB?: FakeFacebookSdk;
  fbAsyncInit?: () => void;
}

const signedOut: FacebookLoginStatus = { status: 'unknown', authResponse: null };

function createSdk(preset: () => FacebookPreset | undefined): FakeFacebookSdk {
  let current: FacebookLoginStatus = signedOut;
  return {
    init() {},
    login(callback, options = {}) {
      const scopes = options.scope
        ?.split(',')
        .map((scope) => scope.trim())
        .filter(Boolean) ?? [...facebookLoginScopes];
      const answer =
        preset() === 'cancel'
          ? Promise.resolve<FacebookProfile | 'cancel'>('cancel')
          : chooseInDialog<FacebookProfile | 'cancel'>({
              title: 'Log in with Facebook',
              lines: [`Causeway asks for: ${scopes.join(', ')}.`, 'This stands in for Facebook Login in mock mode.'],
              choices: [
                ...facebookProfiles.map((profile, index) => ({
                  label: `Continue as ${profile.account_name}`,
                  value: profile,
                  primary: index === 0,
                })),
                { label: 'Cancel', value: 'cancel' as const },
              ],
              dismissed: 'cancel',
            });
      void answer.then((choice) => {
        if (choice === 'cancel') {
          callback(signedOut);
          return;
        }
        const now = Math.floor(Date.now() / 1000);
        current = {
          status: 'connected',
          authResponse: {
            accessToken: fakeFacebookToken(choice.key),
            expiresIn: 5_183_944,
            data_access_expiration_time: now + 90 * 24 * 3600,
            signedRequest: 'mock.signed-request',
            userID: choice.account_id,
            ...(options.return_scopes ? { grantedScopes: scopes.join(',') } : {}),
          },
        };
        callback(current);
      });
    },
    getLoginStatus(callback) {
      callback(current);
    },
    getAuthResponse() {
      return current.authResponse;
    },
    logout(callback) {
      current = signedOut;
      callback?.(current);
    },
  };
}

/**
 * Puts the fake SDK on `window.FB` and calls `window.fbAsyncInit` as the real SDK does. Rejects
 * when the active scenarios say the SDK fails to load; with 'not-loaded' it arrives late.
 */
export function installFakeFacebookSdk(options: FakeFacebookOptions = {}): Promise<FakeFacebookSdk> {
  const preset = options.preset ?? (() => undefined);
  const initial = preset();
  if (initial === 'load-error') return Promise.reject(new Error('The Facebook SDK could not be loaded.'));
  const sdk = createSdk(preset);
  const install = () => {
    const globals = window as unknown as FacebookGlobals;
    globals.FB = sdk;
    globals.fbAsyncInit?.();
    return sdk;
  };
  if (initial === 'not-loaded') {
    return new Promise((resolve) => setTimeout(() => resolve(install()), options.lateLoadMs ?? 15_000));
  }
  return Promise.resolve(install());
}
