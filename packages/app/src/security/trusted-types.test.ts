import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestGoogleToken } from '../auth/google-identity';
import { authMessages } from '../auth/messages';
import { loadFacebookSdk, setFacebookSdkSource } from '../social-accounts/facebook-sdk';
import { useBuildConfig } from '../test/build-config';
import { facebookSdkScriptUrl, googleIdentityScriptUrl, trustedTypesPolicyNames } from './trusted-sources';
import { thirdPartyScript } from './trusted-types';

/** A browser with Trusted Types: the policies made, and what each signed. */
function browserWithTrustedTypes() {
  const policies: { name: string; signed: string[] }[] = [];
  const appended: { src: unknown }[] = [];
  vi.stubGlobal('window', {
    trustedTypes: {
      createPolicy: (name: string, rules: { createScriptURL(url: string): string }) => {
        const policy = { name, signed: [] as string[] };
        policies.push(policy);
        return {
          createScriptURL: (url: string) => {
            const checked = rules.createScriptURL(url);
            policy.signed.push(checked);
            return { signedUrl: checked };
          },
        };
      },
    },
  });
  vi.stubGlobal('document', {
    createElement: () => ({ addEventListener: () => {} }),
    head: { append: (element: { src: unknown }) => appended.push(element) },
  });
  return { policies, appended };
}

afterEach(() => {
  vi.unstubAllGlobals();
  setFacebookSdkSource(null);
});

describe('the third-party scripts a build loads', () => {
  it('a script the build is configured for gets its src through the one named policy, made once', () => {
    const { policies } = browserWithTrustedTypes();
    useBuildConfig({
      googleClientId: 'client',
      facebookAppId: 'app',
      chatbotScriptUrl: 'https://chat.example/widget.js',
    });

    const scripts = [googleIdentityScriptUrl, facebookSdkScriptUrl, 'https://chat.example/widget.js'].map(
      thirdPartyScript,
    );

    expect(policies.map((policy) => policy.name)).toEqual([trustedTypesPolicyNames.scriptUrl]);
    expect(scripts.map((script) => script.src)).toEqual([
      { signedUrl: googleIdentityScriptUrl },
      { signedUrl: facebookSdkScriptUrl },
      { signedUrl: 'https://chat.example/widget.js' },
    ]);
  });

  it('any other script is refused, and so is a provider the build has no id for', () => {
    const { policies } = browserWithTrustedTypes();
    useBuildConfig({ googleClientId: 'client', facebookAppId: '', chatbotScriptUrl: '' });

    expect(() => thirdPartyScript('https://evil.example/x.js')).toThrow(/not a script this build loads/);
    expect(() => thirdPartyScript(facebookSdkScriptUrl)).toThrow(/not a script this build loads/);
    expect(policies.flatMap((policy) => policy.signed)).toEqual([]);
  });

  it('without a Facebook app the SDK is not loaded: the load fails at once', async () => {
    const { appended } = browserWithTrustedTypes();
    useBuildConfig({ facebookAppId: '' });
    setFacebookSdkSource(null);

    await expect(loadFacebookSdk()).rejects.toThrow(/not a script this build loads/);
    expect(appended).toEqual([]);
  });

  it('without a Google client id Google’s script is not loaded: sign-in fails with its text', async () => {
    const { appended } = browserWithTrustedTypes();
    useBuildConfig({ googleClientId: '' });

    await expect(requestGoogleToken()).resolves.toEqual({ error: authMessages.googleFailed });
    expect(appended).toEqual([]);
  });
});
