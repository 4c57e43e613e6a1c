import { describe, expect, it } from 'vitest';
import { backLinkFor } from './back-link';

describe('backLinkFor', () => {
  it('leads back to the page named by from', () => {
    expect(backLinkFor('login')).toEqual({ href: '/login', label: 'Back to Login' });
    expect(backLinkFor('register')).toEqual({ href: '/register', label: 'Back to Sign Up' });
    expect(backLinkFor('forgot-password')).toEqual({ href: '/forgot-password', label: 'Back to Forgot Password' });
  });

  it('defaults to login without from', () => {
    expect(backLinkFor(undefined).href).toBe('/login');
    expect(backLinkFor(null).href).toBe('/login');
    expect(backLinkFor('').href).toBe('/login');
  });

  it('ignores values it does not know, including ones that look like paths or object keys', () => {
    for (const from of ['home', 'https://evil.example', '/team/publish', 'toString', '__proto__', 'LOGIN']) {
      expect(backLinkFor(from).href).toBe('/login');
    }
  });
});
