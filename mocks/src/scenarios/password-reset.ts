import { apiPaths } from '@causeway/api-client/paths';
import { answer, sample } from './answers';
import type { Scenario } from './types';

const confirmBody = {
  uid: 'MQ',
  token: 'mock-reset-token',
  new_password: 'Harbour2025',
  re_new_password: 'Harbour2025',
};

export const passwordResetScenarios: Scenario[] = [
  {
    id: 'password-reset.send-failed',
    area: 'password-reset',
    description: "Password reset: forgot-password failure 'Failed to send password reset email. Please try again.'",
    handlers: [answer('post', apiPaths.users.requestPasswordReset, 500)],
    probe: {
      call: (api) => api.users.requestPasswordReset(sample.login.email),
      outcome: { status: 500, message: 'Failed to request password reset' },
    },
  },
  {
    id: 'password-reset.invalid-token',
    area: 'password-reset',
    description: "reset token failure 'Invalid or expired reset token. Please request a new password reset.'",
    handlers: [answer('post', apiPaths.users.confirmPasswordReset, 400, { token: ['Invalid token for given user.'] })],
    probe: {
      call: (api) => api.users.confirmPasswordReset(confirmBody),
      outcome: { status: 400, message: 'Failed to reset password', fields: ['token'] },
    },
  },
  {
    id: 'password-reset.invalid-uid',
    area: 'password-reset',
    description: "uid failure 'Invalid reset link...'",
    handlers: [
      answer('post', apiPaths.users.confirmPasswordReset, 400, { uid: ["Invalid user id or user doesn't exist."] }),
    ],
    probe: {
      call: (api) => api.users.confirmPasswordReset(confirmBody),
      outcome: { status: 400, message: 'Failed to reset password', fields: ['uid'] },
    },
  },
  {
    id: 'password-reset.failed',
    area: 'password-reset',
    description: "default 'Failed to reset password. Please try again.'",
    handlers: [answer('post', apiPaths.users.confirmPasswordReset, 500)],
    probe: {
      call: (api) => api.users.confirmPasswordReset(confirmBody),
      outcome: { status: 500, message: 'Failed to reset password' },
    },
  },
  {
    id: 'verify-email.failed',
    area: 'verify-email',
    description: "Email verification: 'Email verification failed. Please try again.'",
    handlers: [answer('post', apiPaths.users.verifyEmail, 400)],
    probe: {
      call: (api) => api.users.verifyEmail({ uidb64: 'Mg', token: 'mock-verify-token' }),
      outcome: { status: 400, message: 'Failed to verify email' },
    },
  },
  {
    id: 'verify-email.missing-parameters',
    area: 'verify-email',
    description: "Email verification: 'Invalid verification link. Missing required parameters.'",
    handlers: [
      answer('post', apiPaths.users.verifyEmail, 400, {
        uidb64: ['This field is required.'],
        token: ['This field is required.'],
      }),
    ],
    probe: {
      call: (api) => api.users.verifyEmail({ uidb64: 'Mg', token: 'mock-verify-token' }),
      outcome: { status: 400, message: 'Failed to verify email', fields: ['uidb64', 'token'] },
    },
  },
];
