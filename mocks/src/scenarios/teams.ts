import { fallbacks } from '@causeway/api-client';
import { apiPaths } from '@causeway/api-client/paths';
import { demo } from '../seed/demo';
import { answer, fallbackScenario } from './answers';
import type { Scenario } from './types';

const fallback = (text: string) => `Fallback messages when the server gives none. Teams: '${text}'`;

export const teamsScenarios: Scenario[] = [
  fallbackScenario(
    'teams.list-failed',
    fallback('Failed to fetch teams'),
    'get',
    apiPaths.teams.list,
    (api) => api.teams.list(),
    fallbacks.teams.list,
  ),
  {
    ...fallbackScenario(
      'teams.create-default-failed',
      fallback('Failed to create default team'),
      'post',
      apiPaths.teams.createDefault,
      (api) => api.teams.createDefault(),
      fallbacks.teams.createDefault,
    ),
    // A default team is only made when the list is empty.
    handlers: [answer('get', apiPaths.teams.list, 200, []), answer('post', apiPaths.teams.createDefault, 500)],
  },
  fallbackScenario(
    'teams.switch-failed',
    fallback('Failed to switch team'),
    'get',
    apiPaths.teams.details,
    (api) => api.teams.details(demo.noPlanTeamId),
    fallbacks.teams.details,
  ),
  fallbackScenario(
    'teams.create-failed',
    fallback('Failed to create team'),
    'post',
    apiPaths.teams.create,
    (api) => api.teams.create('Harbour Events'),
    fallbacks.teams.create,
  ),
  fallbackScenario(
    'teams.members-failed',
    fallback('Failed to fetch team members'),
    'get',
    apiPaths.teams.members,
    (api) => api.teams.members(demo.teamId),
    fallbacks.teams.members,
  ),
  fallbackScenario(
    'teams.add-member-failed',
    fallback('Failed to add team member'),
    'post',
    apiPaths.teams.addMember,
    (api) => api.teams.addMember(demo.teamId, { email: 'new.member@causeway.test', role: 3 }),
    fallbacks.teams.addMember,
  ),
  fallbackScenario(
    'teams.update-member-failed',
    fallback('Failed to update team member'),
    'patch',
    apiPaths.teams.updateMember,
    (api) => api.teams.updateMember(demo.memberId, 2),
    fallbacks.teams.updateMember,
  ),
  fallbackScenario(
    'teams.delete-member-failed',
    fallback('Failed to delete team member'),
    'delete',
    apiPaths.teams.deleteMember,
    (api) => api.teams.deleteMember(demo.memberId),
    fallbacks.teams.deleteMember,
  ),
  fallbackScenario(
    'teams.invite-details-failed',
    fallback('Failed to fetch team invite details'),
    'get',
    apiPaths.teams.inviteDetails,
    (api) => api.teams.inviteDetails({ invite_token: demo.inviteToken, team_id: demo.noPlanTeamId }),
    fallbacks.teams.inviteDetails,
  ),
  fallbackScenario(
    'teams.pages-failed',
    fallback('Failed to fetch team pages'),
    'get',
    apiPaths.teams.pages,
    (api) => api.teams.pages(demo.teamId),
    fallbacks.teams.pages,
  ),
  fallbackScenario(
    'teams.remove-page-failed',
    fallback('Failed to delete team page'),
    'delete',
    apiPaths.teams.page,
    (api) => api.teams.removePage(demo.teamId, demo.teamPageId),
    fallbacks.teams.removePage,
  ),
];

export const teamManagementScenarios: Scenario[] = [
  {
    id: 'team-management.delete-member-message',
    area: 'team-management',
    description:
      "Team management: toast '{name} deleted successfully!' or the message, else 'Failed to delete team member'.",
    handlers: [
      answer('delete', apiPaths.teams.deleteMember, 400, {
        message: 'Members with scheduled posts cannot be removed. Reassign their posts first.',
      }),
    ],
    probe: {
      call: (api) => api.teams.deleteMember(demo.memberId),
      outcome: { status: 400, message: 'Members with scheduled posts cannot be removed. Reassign their posts first.' },
    },
  },
  fallbackScenario(
    'team-management.pages-failed',
    "Page loading: 'Failed to load pages for this platform'.",
    'get',
    apiPaths.teams.pages,
    (api) => api.teams.pages(demo.teamId),
    fallbacks.teams.pages,
  ),
  fallbackScenario(
    'team-management.remove-page-failed',
    "Removal success: 'X page removed successfully', else 'Failed to remove page'.",
    'delete',
    apiPaths.teams.page,
    (api) => api.teams.removePage(demo.teamId, demo.teamPageId),
    fallbacks.teams.removePage,
  ),
];
