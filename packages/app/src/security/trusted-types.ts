import { config } from '../config';
import { facebookSdkScriptUrl, googleIdentityScriptUrl, trustedTypesPolicyNames } from './trusted-sources';

/*
 * A real-mode build is served with `require-trusted-types-for 'script'`: a script's `src` takes only
 * a TrustedScriptURL, made by a policy the page's `trusted-types` directive names. This module makes
 * the app's one such policy, once, and only for the third-party scripts the build is configured for.
 */

/** The parts of the Trusted Types API used here (the DOM's types do not describe it yet). */
interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy;
}

/** The scripts of other origins this build loads: each provider whose id (or URL) it was built with. */
export function configuredScriptUrls(): string[] {
  return [
    ...(config.googleClientId ? [googleIdentityScriptUrl] : []),
    ...(config.facebookAppId ? [facebookSdkScriptUrl] : []),
    ...(config.chatbotScriptUrl ? [config.chatbotScriptUrl] : []),
  ];
}

function checked(url: string): string {
  if (!configuredScriptUrls().includes(url)) throw new TypeError(`${url} is not a script this build loads.`);
  return url;
}

/** The page's policy (a page's `trustedTypes` makes a name once): made on first use. */
const policies = new WeakMap<TrustedTypesFactory, ScriptUrlPolicy>();

/** The policy; null where the browser has no Trusted Types (nothing to sign then). */
function scriptUrlPolicy(): ScriptUrlPolicy | null {
  const factory = (window as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory) return null;
  let policy = policies.get(factory);
  if (!policy) {
    policy = factory.createPolicy(trustedTypesPolicyNames.scriptUrl, { createScriptURL: checked });
    policies.set(factory, policy);
  }
  return policy;
}

/**
 * A script element for one of the third-party scripts the build is configured for, its `src` set
 * through the policy. Throws for any other URL, and for a provider the build has no id for: the
 * served policy would refuse its host anyway.
 */
export function thirdPartyScript(url: string): HTMLScriptElement {
  const source = checked(url);
  const script = document.createElement('script');
  // The DOM's types predate Trusted Types: `src` takes the TrustedScriptURL as well as a string.
  script.src = (scriptUrlPolicy()?.createScriptURL(source) ?? source) as string;
  return script;
}
