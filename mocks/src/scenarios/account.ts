import { fallbacks } from '@causeway/api-client';
import { apiPaths } from '@causeway/api-client/paths';
import { http, HttpResponse } from 'msw';
import { expireAccessTokens } from '../domain/sessions';
import { route } from '../handlers/support/api-request';
import { demo } from '../seed/demo';
import { answer, fallbackScenario } from './answers';
import { onceForAllTokens } from './session-expiry';
import type { Scenario } from './types';

const fallback = (text: string) => `Fallback messages when the server gives none. Account: '${text}'`;
const settings = (text: string) => `Settings: '${text}'`;

export const accountScenarios: Scenario[] = [
  {
    ...fallbackScenario(
      'account.refresh-token-failed',
      fallback('Failed to refresh token'),
      'post',
      apiPaths.users.refreshToken,
      (api) => api.users.refreshToken(),
      fallbacks.users.refreshToken,
    ),
    // The access token expires at once, so that the failing refresh happens on the next call.
    handlers: [
      onceForAllTokens('account.refresh-token-failed', expireAccessTokens),
      answer('post', apiPaths.users.refreshToken, 500),
    ],
  },
  fallbackScenario(
    'account.change-password-failed',
    fallback('Failed to change password'),
    'post',
    apiPaths.users.changePassword,
    (api) =>
      api.users.changePassword({
        old_password: demo.password,
        new_password: 'Harbour2025',
        confirm_new_password: 'Harbour2025',
      }),
    fallbacks.users.changePassword,
  ),
  fallbackScenario(
    'account.request-password-reset-failed',
    fallback('Failed to request password reset'),
    'post',
    apiPaths.users.requestPasswordReset,
    (api) => api.users.requestPasswordReset(demo.email),
    fallbacks.users.requestPasswordReset,
  ),
  fallbackScenario(
    'account.reset-password-failed',
    fallback('Failed to reset password'),
    'post',
    apiPaths.users.confirmPasswordReset,
    (api) =>
      api.users.confirmPasswordReset({
        uid: demo.resetUid,
        token: demo.resetToken,
        new_password: 'Harbour2025',
        re_new_password: 'Harbour2025',
      }),
    fallbacks.users.confirmPasswordReset,
  ),
  fallbackScenario(
    'account.verify-email-failed',
    fallback('Failed to verify email'),
    'post',
    apiPaths.users.verifyEmail,
    (api) => api.users.verifyEmail({ uidb64: demo.verifyUid, token: demo.verifyToken }),
    fallbacks.users.verifyEmail,
  ),
  fallbackScenario(
    'account.user-details-failed',
    fallback('Failed to fetch user details'),
    'get',
    apiPaths.users.user,
    (api) => api.users.details(),
    fallbacks.users.details,
  ),
  fallbackScenario(
    'account.update-user-failed',
    fallback('Failed to update user details'),
    'patch',
    apiPaths.users.user,
    (api) => api.users.updateDetails({ username: 'Demo Person' }),
    fallbacks.users.updateDetails,
  ),
  fallbackScenario(
    'account.delete-user-failed',
    fallback('Failed to delete user account'),
    'delete',
    apiPaths.users.deleteAccount,
    (api) => api.users.deleteAccount(demo.userId),
    fallbacks.users.deleteAccount,
  ),
  fallbackScenario(
    'account.resend-verification-failed',
    fallback('Failed to resend verification email'),
    'post',
    apiPaths.users.resendVerificationEmail,
    (api) => api.users.resendVerificationEmail(demo.unverified.email),
    fallbacks.users.resendVerificationEmail,
  ),
];

export const settingsScenarios: Scenario[] = [
  fallbackScenario(
    'settings.delete-account-failed',
    settings('Failed to delete account. Please try again.'),
    'delete',
    apiPaths.users.deleteAccount,
    (api) => api.users.deleteAccount(demo.userId),
    fallbacks.users.deleteAccount,
  ),
  {
    id: 'settings.no-email',
    area: 'settings',
    description: settings('No email address found'),
    handlers: [
      http.get(route(apiPaths.users.user), () =>
        HttpResponse.json({
          id: demo.userId,
          username: 'Demo User',
          email: '',
          company_name: null,
          profile_picture: null,
          is_email_verified: false,
        }),
      ),
    ],
    probe: { call: async (api) => (await api.users.details()).email, outcome: { value: '' } },
  },
  fallbackScenario(
    'settings.add-page-failed',
    settings('Failed to add page to team'),
    'post',
    apiPaths.teams.pages,
    (api) => api.teams.addPages(demo.teamId, ['204']),
    fallbacks.teams.addPages,
  ),
  fallbackScenario(
    'settings.accounts-unavailable',
    settings('Unable to load accounts. Please try again.'),
    'get',
    apiPaths.social.accounts,
    (api) => api.social.accounts(),
    fallbacks.social.accounts,
  ),
  {
    id: 'facebook-sdk.load-failed',
    area: 'facebook-sdk',
    description: settings('Failed to load Facebook SDK. Please refresh the page.'),
    handlers: [],
    provider: { facebook: 'load-error' },
  },
  {
    id: 'facebook-sdk.not-loaded',
    area: 'facebook-sdk',
    description: settings('Facebook SDK not loaded yet. Please try again.'),
    handlers: [],
    provider: { facebook: 'not-loaded' },
  },
  {
    id: 'facebook-sdk.cancelled',
    area: 'facebook-sdk',
    description: settings('Facebook login failed or was cancelled'),
    handlers: [],
    provider: { facebook: 'cancel' },
  },
  {
    id: 'teams.none',
    area: 'teams',
    description: settings('No active team selected. Please select a team first.'),
    handlers: [
      answer('get', apiPaths.teams.list, 200, []),
      answer('post', apiPaths.teams.createDefault, 200, { message: 'Default team could not be created.' }),
    ],
    probe: { call: (api) => api.teams.list(), outcome: { value: [] } },
  },
];
