import { demoGoogleProfile, fakeGoogleAccessToken, fakeGoogleCredential } from './credentials';
import { chooseInDialog } from './dialog';

/*
 * A stand-in for Google Identity Services (`window.google.accounts`) in mock mode. Both ways the
 * app may sign in are there, with the real call shapes:
 * - `accounts.id` (initialize / prompt / renderButton): the callback receives `{ credential }`;
 *   cancel and refusal reach the prompt's moment listener (skipped 'user_cancel', not displayed
 *   'suppressed_by_user').
 * - `accounts.oauth2.initTokenClient(...).requestAccessToken()`: the callback receives
 *   `{ access_token }`, or `{ error: 'access_denied' }` when access is denied; a cancelled popup
 *   calls `error_callback({ type: 'popup_closed' })`, another failure `{ type: 'unknown' }`.
 * The token client keeps the three outcomes apart, which the sign-in screen's three texts need.
 * Every credential and access token it gives is accepted by the mock backend's POST /users/google/.
 */

export type GooglePreset = 'cancel' | 'deny' | 'error';
type Outcome = 'continue' | GooglePreset;

export interface FakeGoogleOptions {
  /** Read at each sign-in: an answer given without asking (from the active scenarios), or undefined to ask. */
  preset?: () => GooglePreset | undefined;
}

export interface CredentialResponse {
  credential: string;
  select_by: 'user' | 'btn';
  clientId?: string;
}

/** What the prompt's moment listener receives (the subset of PromptMomentNotification apps read). */
export interface PromptMoment {
  getMomentType(): 'display' | 'skipped' | 'dismissed';
  isDisplayMoment(): boolean;
  isDisplayed(): boolean;
  isNotDisplayed(): boolean;
  getNotDisplayedReason(): string | undefined;
  isSkippedMoment(): boolean;
  getSkippedReason(): string | undefined;
  isDismissedMoment(): boolean;
  getDismissedReason(): string | undefined;
}

export interface TokenResponse {
  access_token?: string;
  token_type?: string;
  expires_in?: number;
  scope?: string;
  error?: string;
  error_description?: string;
}

export interface TokenClientConfig {
  client_id: string;
  scope: string;
  callback: (response: TokenResponse) => void;
  error_callback?: (error: { type: 'popup_closed' | 'popup_failed_to_open' | 'unknown'; message: string }) => void;
}

export interface IdConfig {
  client_id: string;
  callback: (response: CredentialResponse) => void;
  auto_select?: boolean;
  cancel_on_tap_outside?: boolean;
}

export interface FakeGoogleIdentity {
  accounts: {
    id: {
      initialize(config: IdConfig): void;
      prompt(listener?: (moment: PromptMoment) => void): void;
      renderButton(parent: HTMLElement, options?: { text?: string; width?: number | string }): void;
      cancel(): void;
      disableAutoSelect(): void;
    };
    oauth2: {
      initTokenClient(config: TokenClientConfig): { requestAccessToken(overrides?: { prompt?: string }): void };
    };
  };
}

function moment(type: 'skipped' | 'dismissed' | 'notDisplayed', reason: string): PromptMoment {
  return {
    getMomentType: () => (type === 'notDisplayed' ? 'display' : type),
    isDisplayMoment: () => type === 'notDisplayed',
    isDisplayed: () => false,
    isNotDisplayed: () => type === 'notDisplayed',
    getNotDisplayedReason: () => (type === 'notDisplayed' ? reason : undefined),
    isSkippedMoment: () => type === 'skipped',
    getSkippedReason: () => (type === 'skipped' ? reason : undefined),
    isDismissedMoment: () => type === 'dismissed',
    getDismissedReason: () => (type === 'dismissed' ? reason : undefined),
  };
}

function ask(preset: () => GooglePreset | undefined): Promise<Outcome> {
  const given = preset();
  if (given) return Promise.resolve(given);
  return chooseInDialog<Outcome>({
    title: 'Sign in with Google',
    lines: [
      `Continue as ${demoGoogleProfile.given_name} ${demoGoogleProfile.family_name} (${demoGoogleProfile.email})?`,
      'This stands in for Google sign-in in mock mode.',
    ],
    choices: [
      { label: 'Continue as Demo User', value: 'continue', primary: true },
      { label: 'Cancel', value: 'cancel' },
      { label: 'Deny access', value: 'deny' },
    ],
    dismissed: 'cancel',
  });
}

function createIdentity(preset: () => GooglePreset | undefined): FakeGoogleIdentity {
  let config: IdConfig | null = null;

  function signIn(selectBy: CredentialResponse['select_by'], listener?: (moment: PromptMoment) => void): void {
    void ask(preset).then((outcome) => {
      if (outcome === 'continue')
        config?.callback({ credential: fakeGoogleCredential(), select_by: selectBy, clientId: config.client_id });
      else if (outcome === 'cancel') listener?.(moment('skipped', 'user_cancel'));
      else if (outcome === 'deny') listener?.(moment('notDisplayed', 'suppressed_by_user'));
      else listener?.(moment('notDisplayed', 'unknown_reason'));
    });
  }

  return {
    accounts: {
      id: {
        initialize(next) {
          config = next;
        },
        prompt(listener) {
          signIn('user', listener);
        },
        renderButton(parent, options = {}) {
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = options.text === 'signup_with' ? 'Sign up with Google' : 'Sign in with Google';
          button.addEventListener('click', () => signIn('btn'));
          parent.replaceChildren(button);
        },
        cancel() {},
        disableAutoSelect() {},
      },
      oauth2: {
        initTokenClient(client) {
          return {
            requestAccessToken() {
              void ask(preset).then((outcome) => {
                if (outcome === 'continue') {
                  client.callback({
                    access_token: fakeGoogleAccessToken(),
                    token_type: 'Bearer',
                    expires_in: 3599,
                    scope: client.scope,
                  });
                } else if (outcome === 'deny') {
                  client.callback({ error: 'access_denied', error_description: 'The user denied access.' });
                } else if (outcome === 'cancel') {
                  client.error_callback?.({ type: 'popup_closed', message: 'Popup window closed' });
                } else {
                  client.error_callback?.({ type: 'unknown', message: 'Google sign-in failed.' });
                }
              });
            },
          };
        },
      },
    },
  };
}

/** Puts the fake on `window.google` (keeping anything else already there) and returns it. */
export function installFakeGoogleIdentity(options: FakeGoogleOptions = {}): FakeGoogleIdentity {
  const identity = createIdentity(options.preset ?? (() => undefined));
  const globals = window as unknown as { google?: Record<string, unknown> };
  globals.google = { ...globals.google, accounts: identity.accounts };
  return identity;
}
