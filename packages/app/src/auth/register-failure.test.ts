import { ApiError } from '@causeway/api-client';
import { describe, expect, it } from 'vitest';
import { registerFailure } from './register-failure';

const unexpected = 'An error occurred during registration';

describe('registerFailure', () => {
  it('puts field errors on their fields without repeating them in the banner', () => {
    const error = new ApiError({
      kind: 'http',
      status: 400,
      message: 'A user with that email already exists.',
      fieldErrors: { email: ['A user with that email already exists.'], username: ['Enter a valid name.'] },
    });
    // The server's username is the form's full name.
    expect(registerFailure(error, unexpected)).toEqual({
      fieldErrors: { email: ['A user with that email already exists.'], fullName: ['Enter a valid name.'] },
      banner: undefined,
    });
  });

  it('shows signup_method and non_field_errors in the banner', () => {
    const signup = new ApiError({
      kind: 'http',
      status: 400,
      message: 'x',
      fieldErrors: { signup_method: ['Invalid signup method.'] },
    });
    expect(registerFailure(signup, unexpected).banner).toBe('Invalid signup method.');
    const general = new ApiError({
      kind: 'http',
      status: 400,
      message: 'x',
      fieldErrors: { non_field_errors: ['Passwords do not match.'], email: ['Bad'] },
    });
    expect(registerFailure(general, unexpected).banner).toBe('Passwords do not match.');
  });

  it("shows the client's message when no field carries the error", () => {
    const error = new ApiError({ kind: 'http', status: 500, message: 'Registration failed. Please try again.' });
    expect(registerFailure(error, unexpected).banner).toBe('Registration failed. Please try again.');
  });

  it('names no answer, and anything else, an error during registration', () => {
    const dropped = new ApiError({ kind: 'network', message: 'Unable to reach the server.' });
    expect(registerFailure(dropped, unexpected)).toEqual({ banner: unexpected });
    expect(registerFailure(new TypeError('boom'), unexpected)).toEqual({ banner: unexpected });
  });
});
