import { ApiError } from '@causeway/api-client';
import { expect, it } from 'vitest';
import { resetFailureMessage } from './reset-failure';

const failure = (fieldErrors: Record<string, string[]>) =>
  new ApiError({ kind: 'http', status: 400, message: 'x', fieldErrors });

it('names a bad token, a bad uid, and anything else in the catalogue words', () => {
  expect(resetFailureMessage(failure({ token: ['Invalid token for given user.'] }))).toBe(
    'Invalid or expired reset token. Please request a new password reset.',
  );
  expect(resetFailureMessage(failure({ uid: ['Invalid user id or user does not exist.'] }))).toBe(
    'Invalid reset link. Please request a new password reset.',
  );
  expect(resetFailureMessage(failure({ new_password: ['Too common.'] }))).toBe(
    'Failed to reset password. Please try again.',
  );
  expect(resetFailureMessage(new Error('offline'))).toBe('Failed to reset password. Please try again.');
});
