/*
 * The tokens the fake provider SDKs hand out, and how the mock backend reads them back. They look
 * like the real ones where the app could notice (Google's credential is a JWT), and they can only
 * come from the fakes (the signature and prefixes are fixed words).
 */

export interface GoogleProfile {
  email: string;
  given_name: string;
  family_name: string;
  email_verified: boolean;
}

/** Who "Continue as Demo User" signs in as. */
export const demoGoogleProfile: GoogleProfile = {
  email: 'demo@causeway.test',
  given_name: 'Demo',
  family_name: 'User',
  email_verified: true,
};

const fakeSignature = 'mock-google-signature';
const accessTokenPrefix = 'mock-google-access.';

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

function fromBase64Url(text: string): string | null {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
}

function profileFrom(json: string | null): GoogleProfile | null {
  if (json === null) return null;
  try {
    const value = JSON.parse(json) as Partial<GoogleProfile> & { iss?: string };
    if (typeof value.email !== 'string' || !value.email.includes('@')) return null;
    return {
      email: value.email,
      given_name: typeof value.given_name === 'string' ? value.given_name : '',
      family_name: typeof value.family_name === 'string' ? value.family_name : '',
      email_verified: value.email_verified === true,
    };
  } catch {
    return null;
  }
}

/** An ID token (`credential`) as Google Identity Services returns it: header.payload.signature. */
export function fakeGoogleCredential(profile: GoogleProfile = demoGoogleProfile, issuedAtMs = Date.now()): string {
  const header = base64Url(JSON.stringify({ alg: 'RS256', kid: 'mock', typ: 'JWT' }));
  const seconds = Math.floor(issuedAtMs / 1000);
  const payload = base64Url(
    JSON.stringify({
      iss: 'https://accounts.google.com',
      aud: 'causeway-mock',
      sub: `mock-${profile.email}`,
      iat: seconds,
      exp: seconds + 3600,
      ...profile,
    }),
  );
  return `${header}.${payload}.${fakeSignature}`;
}

/** An OAuth access token as the token client returns it. */
export function fakeGoogleAccessToken(profile: GoogleProfile = demoGoogleProfile): string {
  return `${accessTokenPrefix}${base64Url(JSON.stringify(profile))}`;
}

/** The profile a fake Google credential or access token stands for, or null when it is not one. */
export function readFakeGoogleToken(token: string): GoogleProfile | null {
  if (token.startsWith(accessTokenPrefix)) return profileFrom(fromBase64Url(token.slice(accessTokenPrefix.length)));
  const [, payload, signature] = token.split('.');
  if (signature !== fakeSignature || !payload) return null;
  return profileFrom(fromBase64Url(payload));
}

const facebookPrefix = 'mock-fb-token.';

/** A user access token from the fake Facebook Login, for one of the fake Facebook's people. */
export function fakeFacebookToken(profileKey = 'demo'): string {
  return `${facebookPrefix}${profileKey}.${Math.random().toString(36).slice(2, 10)}`;
}

/** Which fake Facebook person a token belongs to, or null when it is not a fake token. */
export function readFakeFacebookToken(token: string): string | null {
  if (!token.startsWith(facebookPrefix)) return null;
  const key = token.slice(facebookPrefix.length).split('.')[0];
  return key ? key : null;
}
