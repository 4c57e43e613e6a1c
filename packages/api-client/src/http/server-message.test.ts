import { describe, expect, it } from 'vitest';
import { fieldErrorsFrom, serverCode, serverMessage, stripWrapperText } from './server-message';

describe('serverMessage', () => {
  it.each([
    ['detail', { detail: 'Not found.' }, 'Not found.'],
    ['message', { message: 'Team created' }, 'Team created'],
    ['error as text', { error: 'Invalid page' }, 'Invalid page'],
    ['error as {message}', { error: { message: 'Invalid OAuth access token.' } }, 'Invalid OAuth access token.'],
    ['nested error fields', { error: { error: { message: '(#200) Permissions error' } } }, '(#200) Permissions error'],
    ['response as text', { response: 'Upstream refused' }, 'Upstream refused'],
    ['response as {message}', { response: { message: 'Upstream refused' } }, 'Upstream refused'],
    ['non_field_errors[0]', { non_field_errors: ['Unable to log in.', 'Second'] }, 'Unable to log in.'],
    ['details (Google)', { details: 'Token used too early' }, 'Token used too early'],
    ['a short text reply', 'Service unavailable', 'Service unavailable'],
  ])('reads %s', (_source, data, expected) => {
    expect(serverMessage(data)).toBe(expected);
  });

  it('prefers detail over message over error over non_field_errors', () => {
    expect(serverMessage({ non_field_errors: ['d'], error: 'c', message: 'b', detail: 'a' })).toBe('a');
    expect(serverMessage({ non_field_errors: ['d'], error: 'c', message: 'b' })).toBe('b');
    expect(serverMessage({ non_field_errors: ['d'], error: 'c' })).toBe('c');
  });

  it('strips the wrapper text around nested server errors', () => {
    expect(serverMessage({ error: "[ErrorDetail(string='Team already has an active plan.', code='invalid')]" })).toBe(
      'Team already has an active plan.',
    );
    expect(serverMessage({ detail: "['Token has expired']" })).toBe('Token has expired');
    expect(
      serverMessage({ error: 'Facebook API error: {"error": {"message": "Invalid parameter", "code": 100}}' }),
    ).toBe('Invalid parameter');
    expect(
      serverMessage({ error: "Upload failed: {'error': {'message': 'Video too long', 'is_transient': False}}" }),
    ).toBe('Video too long');
  });

  it('gives null when there is no text for people: field errors only, HTML pages, empty bodies', () => {
    expect(serverMessage({ email: ['This field is required.'] })).toBeNull();
    expect(serverMessage('<!DOCTYPE html><html><body>Server Error (500)</body></html>')).toBeNull();
    expect(serverMessage(undefined)).toBeNull();
    expect(serverMessage({ detail: '' })).toBeNull();
    expect(serverMessage(42)).toBeNull();
  });
});

describe('fieldErrorsFrom', () => {
  it('reads DRF field errors, a single text per field, and errors nested under errors', () => {
    expect(
      fieldErrorsFrom({
        email: ['user with this email already exists.'],
        password: 'Too short',
        non_field_errors: ['Passwords must match'],
        errors: { username: ['Taken'] },
        detail: 'Invalid input',
        code: 'invalid',
      }),
    ).toEqual({
      email: ['user with this email already exists.'],
      password: ['Too short'],
      non_field_errors: ['Passwords must match'],
      username: ['Taken'],
    });
  });

  it('gives no field errors for bodies without them', () => {
    expect(fieldErrorsFrom('oops')).toEqual({});
    expect(fieldErrorsFrom([{ email: ['x'] }])).toEqual({});
  });
});

describe('serverCode and stripWrapperText', () => {
  it('reads the code field', () => {
    expect(serverCode({ detail: 'Inactive', code: 'user_inactive' })).toBe('user_inactive');
    expect(serverCode({ detail: 'Inactive' })).toBeNull();
  });

  it('leaves plain text alone', () => {
    expect(stripWrapperText('  Plain words.  ')).toBe('Plain words.');
  });
});
