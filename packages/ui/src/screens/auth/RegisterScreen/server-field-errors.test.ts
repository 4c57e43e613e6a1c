import { describe, expect, it } from 'vitest';
import { formFieldErrors } from './server-field-errors';

describe('formFieldErrors', () => {
  it('puts each server field error on its form field, username on the full name', () => {
    expect(
      formFieldErrors({
        email: ['user with this email already exists.'],
        username: 'Enter a valid username.',
        password: ['This password is too common.', 'This password is entirely numeric.'],
        confirm_password: ['Passwords do not match.'],
      }),
    ).toEqual({
      email: ['user with this email already exists.'],
      fullName: ['Enter a valid username.'],
      password: ['This password is too common.', 'This password is entirely numeric.'],
      confirmPassword: ['Passwords do not match.'],
    });
  });

  it('leaves banner errors and empty entries out', () => {
    expect(
      formFieldErrors({ non_field_errors: ['Unable to register.'], signup_method: ['Invalid choice.'], email: [], password: ' ' }),
    ).toEqual({});
    expect(formFieldErrors(undefined)).toEqual({});
  });
});
