import { getProviderPreset, startMockWorker } from '@causeway/mocks/browser';
import { installFakeFacebookSdk, installFakeGoogleIdentity } from '@causeway/mocks/providers';
import { reservesMockBar } from '@causeway/ui/screens/mock/mock-bar';
import { setFacebookSdkSource } from '../social-accounts/facebook-sdk';

/**
 * Mock mode: the service worker and the demo data are ready before the app's first request, and
 * the fake Facebook and Google SDKs stand where the real ones would (following the active scenarios).
 * The app's SDK loader is handed the fake Facebook SDK's install, so it learns when that failed
 * (facebook-sdk.load-failed) or is late (facebook-sdk.not-loaded) as it would of the real script.
 */
export async function startMockMode(): Promise<void> {
  // The mock bar's room, before anything is drawn: the bar comes with the panel's chunk a moment later.
  document.documentElement.classList.add(reservesMockBar);
  await startMockWorker();
  installFakeGoogleIdentity({ preset: () => getProviderPreset().google });
  setFacebookSdkSource(installFakeFacebookSdk({ preset: () => getProviderPreset().facebook }));
}
