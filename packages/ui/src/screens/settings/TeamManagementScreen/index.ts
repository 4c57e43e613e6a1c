export { TeamManagementScreen, type TeamManagementScreenProps } from './TeamManagementScreen';
export type { ActionResult, AddMemberValues, ListState, TeamMemberRow, TeamPageRow } from './team-management-types';
export {
  platformName,
  teamManagementMessages,
  teamPlatforms,
  teamRoleNames,
  type TeamPlatform,
  type TeamRole,
} from './rules';
