import { validateEmail } from '../../auth/email-rules';

/**
 * The Team Management tab's texts (accounts §2, §5, §8), the spec's word for word. The email rule
 * is the one of every email field ('Email is required', 'Invalid email address').
 */
export const teamManagementMessages = {
  noActiveTeam: 'No active team selected. Please select a team first.',
  teamNameRequired: 'Team name is required',
  createFailed: 'Team Creation Failed',
  roleRequired: 'Role is required',
  noMemberSelected: 'No member selected for update',
  pagesFailed: 'Failed to load pages for this platform',
  noMembers: 'No members in this team yet.',
} as const;

/** Roles by name; the app sends them as the numbers the server knows (1 Owner, 2 Admin, 3 Member). */
export const teamRoleNames = ['Owner', 'Admin', 'Member'] as const;
export type TeamRole = (typeof teamRoleNames)[number];

/** The platforms a team's pages are listed for (accounts §9). */
export const teamPlatforms = [
  { id: 'facebook', name: 'Facebook' },
  { id: 'instagram', name: 'Instagram' },
  { id: 'tiktok', name: 'TikTok' },
] as const;
export type TeamPlatform = (typeof teamPlatforms)[number]['id'];

export function platformName(platform: TeamPlatform): string {
  return teamPlatforms.find((each) => each.id === platform)?.name ?? platform;
}

export function validateTeamName(value: string): string | undefined {
  return value.trim() === '' ? teamManagementMessages.teamNameRequired : undefined;
}

export { validateEmail as validateMemberEmail };
