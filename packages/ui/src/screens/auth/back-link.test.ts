import { describe, expect, it } from 'vitest';
import { paths } from '../../../../app/src/routes/paths';
import { backLinkFor } from './back-link';

// The app's own route table: the links must lead where the app's routes are.
describe('backLinkFor', () => {
  it('leads back to the page named by from', () => {
    expect(backLinkFor('login', paths)).toEqual({ href: '/login', label: 'Back to Login' });
    expect(backLinkFor('register', paths)).toEqual({ href: '/register', label: 'Back to Sign Up' });
    expect(backLinkFor('forgot-password', paths)).toEqual({
      href: '/forgot-password',
      label: 'Back to Forgot Password',
    });
  });

  it('defaults to login without from', () => {
    expect(backLinkFor(undefined, paths).href).toBe('/login');
    expect(backLinkFor(null, paths).href).toBe('/login');
    expect(backLinkFor('', paths).href).toBe('/login');
  });

  it('ignores values it does not know, including ones that look like paths or object keys', () => {
    for (const from of ['home', 'https://evil.example', '/team/publish', 'toString', '__proto__', 'LOGIN']) {
      expect(backLinkFor(from, paths).href).toBe('/login');
    }
  });
});
