import { getProviderPreset, startMockWorker } from '@causeway/mocks/browser';
import { installFakeFacebookSdk, installFakeGoogleIdentity } from '@causeway/mocks/providers';

/**
 * Mock mode: the service worker and the demo data are ready before the app's first request, and
 * the fake Facebook and Google SDKs stand where the real ones would (following the active scenarios).
 */
export async function startMockMode(): Promise<void> {
  await startMockWorker();
  installFakeGoogleIdentity({ preset: () => getProviderPreset().google });
  void installFakeFacebookSdk({ preset: () => getProviderPreset().facebook });
}
