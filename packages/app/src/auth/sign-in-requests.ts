import { requestGoogleToken } from './google-identity';
import { authCalls } from './auth-calls';

/** Google itself did not give a token (cancelled, denied, failed): its message is the text to show. */
export class GoogleSignInError extends Error {}

/** Signing in, by password or by Google. The calls load on demand (auth-calls.ts). */
export const signInRequests = {
  password: async (values: { email: string; password: string }) => (await authCalls.load()).signInWithPassword(values),

  /** Only a token Google returns goes on to the backend (accounts §4); Google's own failures are its texts. */
  google: async () => {
    const outcome = await requestGoogleToken();
    if ('error' in outcome) throw new GoogleSignInError(outcome.error);
    await (await authCalls.load()).signInWithGoogle(outcome.token);
  },
};
