import { fallbacks } from '@causeway/api-client';
import { apiPaths } from '@causeway/api-client/paths';
import { fakeFacebookToken } from '../providers/credentials';
import { demo } from '../seed/demo';
import { fallbackScenario } from './answers';
import type { Scenario } from './types';

const fallback = (text: string) => `Fallback messages when the server gives none. Social: '${text}'`;

export const socialScenarios: Scenario[] = [
  fallbackScenario(
    'social.link-failed',
    fallback('Failed to link Facebook account'),
    'post',
    apiPaths.social.connectFacebook,
    (api) => api.social.connectFacebook(fakeFacebookToken()),
    fallbacks.social.connectFacebook,
  ),
  fallbackScenario(
    'social.accounts-failed',
    fallback('Failed to fetch social accounts'),
    'get',
    apiPaths.social.accounts,
    (api) => api.social.accounts(),
    fallbacks.social.accounts,
  ),
  fallbackScenario(
    'social.account-pages-failed',
    fallback('Failed to fetch account pages'),
    'get',
    apiPaths.social.accountPages,
    (api) => api.social.accountPages(demo.accountId),
    fallbacks.social.accountPages,
  ),
  fallbackScenario(
    'social.add-pages-failed',
    fallback('Failed to add pages to team'),
    'post',
    apiPaths.teams.pages,
    (api) => api.teams.addPages(demo.teamId, ['204']),
    fallbacks.teams.addPages,
  ),
  fallbackScenario(
    'social.remove-page-failed',
    fallback('Failed to remove page'),
    'delete',
    apiPaths.social.removeAccountPage,
    (api) => api.social.removeAccountPage(demo.accountId, '204'),
    fallbacks.social.removeAccountPage,
  ),
  fallbackScenario(
    'social.delete-account-failed',
    fallback('Failed to delete social account'),
    'delete',
    apiPaths.social.deleteAccount,
    (api) => api.social.deleteAccount(demo.expiredAccountId),
    fallbacks.social.deleteAccount,
  ),
  fallbackScenario(
    'social.refresh-pages-failed',
    fallback('Failed to refresh Facebook pages'),
    'get',
    apiPaths.social.refreshFacebookPages,
    (api) => api.social.refreshFacebookPages(),
    fallbacks.social.refreshFacebookPages,
  ),
];
