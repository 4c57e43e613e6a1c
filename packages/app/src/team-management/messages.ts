import type { TeamRole } from '@causeway/ui/screens/settings/TeamManagementScreen';

/** What Team Management's actions say (accounts §8 gives the deletion and removal toasts word for word). */
export const teamManagementToasts = {
  teamCreated: (name: string) => `${name} created. Switch to it from the team menu at the top.`,
  memberAdded: (email: string, teamName: string) => `${email} added to ${teamName}.`,
  roleUpdated: (name: string, role: TeamRole) => `${name} is now ${role === 'Member' ? 'a' : 'an'} ${role}.`,
  memberDeleted: (name: string) => `${name} deleted successfully!`,
  pageRemoved: (pageName: string) => `${pageName} page removed successfully`,
  pageRemoveFailed: 'Failed to remove page',
} as const;
