/**
 * Fake provider SDKs for mock mode: the app calls them exactly as it calls the real ones.
 * Pass `preset: () => getProviderPreset().facebook` (from '@causeway/mocks/browser') so that the
 * facebook-sdk.* and google-sdk.* scenarios answer without asking.
 */
export {
  installFakeFacebookSdk,
  type FakeFacebookSdk,
  type FacebookLoginStatus,
  type FacebookPreset,
} from './facebook-sdk';
export {
  installFakeGoogleIdentity,
  type CredentialResponse,
  type FakeGoogleIdentity,
  type GooglePreset,
  type PromptMoment,
  type TokenResponse,
} from './google-identity';
export { fakeFacebookToken, fakeGoogleAccessToken, fakeGoogleCredential, demoGoogleProfile } from './credentials';
