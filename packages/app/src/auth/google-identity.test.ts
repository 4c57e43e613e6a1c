import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestGoogleToken } from './google-identity';

interface TokenClientConfig {
  client_id: string;
  scope: string;
  callback: (response: { access_token?: string; error?: string }) => void;
  error_callback?: (error: { type: string }) => void;
}

/** A Google Identity Services token client whose popup ends the way `answer` says. */
function googleAnswering(answer: (config: TokenClientConfig) => void) {
  const initTokenClient = vi.fn((config: TokenClientConfig) => ({ requestAccessToken: () => answer(config) }));
  vi.stubGlobal('window', { google: { accounts: { oauth2: { initTokenClient } } } });
  return initTokenClient;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('requestGoogleToken', () => {
  it("gives Google's token when the person continues", async () => {
    const initTokenClient = googleAnswering(({ callback }) => callback({ access_token: 'google-token-1' }));
    await expect(requestGoogleToken()).resolves.toEqual({ token: 'google-token-1' });
    expect(initTokenClient).toHaveBeenCalledWith(expect.objectContaining({ scope: 'openid email profile' }));
  });

  it.each([
    [
      'access is refused',
      (config: TokenClientConfig) => config.callback({ error: 'access_denied' }),
      'Access was denied. Please allow access to your Google account.',
    ],
    [
      'the popup is closed',
      (config: TokenClientConfig) => config.error_callback?.({ type: 'popup_closed' }),
      'Login was cancelled. Please try again.',
    ],
    [
      'the popup fails to open',
      (config: TokenClientConfig) => config.error_callback?.({ type: 'popup_failed_to_open' }),
      'Google login failed. Please try again.',
    ],
    [
      'Google answers another error',
      (config: TokenClientConfig) => config.callback({ error: 'invalid_request' }),
      'Google login failed. Please try again.',
    ],
    [
      'Google answers neither token nor error',
      (config: TokenClientConfig) => config.callback({}),
      'Google login failed. Please try again.',
    ],
  ])('says what happened when %s', async (_case, answer, text) => {
    googleAnswering(answer);
    await expect(requestGoogleToken()).resolves.toEqual({ error: text });
  });
});
