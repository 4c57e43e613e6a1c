// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { readFakeFacebookToken, readFakeGoogleToken } from './credentials';
import { installFakeFacebookSdk, type FacebookLoginStatus } from './facebook-sdk';
import { installFakeGoogleIdentity, type PromptMoment, type TokenResponse } from './google-identity';

afterEach(() => {
  document.body.replaceChildren();
});

function dialog(): HTMLElement {
  const element = document.querySelector<HTMLElement>('[role="dialog"]');
  if (!element) throw new Error('no dialog is open');
  return element;
}

function accessibleName(element: HTMLElement): string {
  return document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent ?? '';
}

function press(label: string): void {
  const button = [...dialog().querySelectorAll('button')].find((candidate) => candidate.textContent === label);
  if (!button) throw new Error(`no button "${label}"`);
  button.click();
}

describe('fake Facebook SDK', () => {
  test('login asks in a labelled dialog; Continue gives a token the mock backend accepts', async () => {
    const fbAsyncInit = vi.fn();
    (window as unknown as { fbAsyncInit: () => void }).fbAsyncInit = fbAsyncInit;
    const sdk = await installFakeFacebookSdk();
    expect(fbAsyncInit).toHaveBeenCalledOnce();
    expect((window as unknown as { FB: unknown }).FB).toBe(sdk);

    const answered = new Promise<FacebookLoginStatus>((resolve) =>
      sdk.login(resolve, { scope: 'email,pages_manage_posts,pages_read_engagement' }),
    );
    expect(dialog().getAttribute('aria-modal')).toBe('true');
    expect(accessibleName(dialog())).toBe('Log in with Facebook');
    expect(dialog().textContent).toContain('email, pages_manage_posts, pages_read_engagement');
    expect(dialog().contains(document.activeElement)).toBe(true);
    press('Continue as Demo User');
    const response = await answered;
    expect(response.status).toBe('connected');
    expect(readFakeFacebookToken(response.authResponse?.accessToken ?? '')).toBe('demo');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  test('the tester may log in as another of the fake Facebook people (to reconnect that account)', async () => {
    const sdk = await installFakeFacebookSdk();
    const answered = new Promise<FacebookLoginStatus>((resolve) => sdk.login(resolve));
    press('Continue as Northwind Outreach');
    const response = await answered;
    expect(readFakeFacebookToken(response.authResponse?.accessToken ?? '')).toBe('northwind');
    expect(response.authResponse?.userID).toBe('17841400000002');
  });

  test("Cancel (or Escape) answers status 'unknown' without a token", async () => {
    const sdk = await installFakeFacebookSdk();
    const cancelled = new Promise<FacebookLoginStatus>((resolve) => sdk.login(resolve));
    press('Cancel');
    expect(await cancelled).toEqual({ status: 'unknown', authResponse: null });
    const escaped = new Promise<FacebookLoginStatus>((resolve) => sdk.login(resolve));
    dialog().dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect((await escaped).status).toBe('unknown');
  });

  test('scenario presets: cancel without asking, fail to load', async () => {
    const sdk = await installFakeFacebookSdk({ preset: () => 'cancel' });
    const response = await new Promise<FacebookLoginStatus>((resolve) => sdk.login(resolve));
    expect(response.status).toBe('unknown');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    await expect(installFakeFacebookSdk({ preset: () => 'load-error' })).rejects.toThrow('could not be loaded');
  });
});

describe('fake Google Identity', () => {
  test('token client: Continue gives an access token, Deny access gives access_denied, Cancel closes the popup', async () => {
    const google = installFakeGoogleIdentity();
    const errors: { type: string }[] = [];
    const next = () =>
      new Promise<TokenResponse>((resolve) => {
        const client = google.accounts.oauth2.initTokenClient({
          client_id: 'mock',
          scope: 'openid email profile',
          callback: resolve,
          error_callback: (error) => {
            errors.push(error);
            resolve({});
          },
        });
        client.requestAccessToken();
      });

    const granted = next();
    expect(accessibleName(dialog())).toBe('Sign in with Google');
    press('Continue as Demo User');
    expect(readFakeGoogleToken((await granted).access_token ?? '')?.email).toBe('demo@causeway.test');

    const denied = next();
    press('Deny access');
    expect(await denied).toMatchObject({ error: 'access_denied' });

    const closed = next();
    press('Cancel');
    await closed;
    expect(errors).toEqual([{ type: 'popup_closed', message: 'Popup window closed' }]);
  });

  test('id.prompt: Continue gives a credential; presets answer without asking', async () => {
    const credentials: string[] = [];
    const google = installFakeGoogleIdentity();
    google.accounts.id.initialize({ client_id: 'mock', callback: (response) => credentials.push(response.credential) });
    google.accounts.id.prompt();
    press('Continue as Demo User');
    await vi.waitFor(() => expect(credentials).toHaveLength(1));
    expect(readFakeGoogleToken(credentials[0] ?? '')).toMatchObject({
      email: 'demo@causeway.test',
      email_verified: true,
    });

    const preset = installFakeGoogleIdentity({ preset: () => 'cancel' });
    preset.accounts.id.initialize({ client_id: 'mock', callback: () => undefined });
    const moment = await new Promise<PromptMoment>((resolve) => preset.accounts.id.prompt(resolve));
    expect(moment.isSkippedMoment()).toBe(true);
    expect(moment.getSkippedReason()).toBe('user_cancel');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });
});
