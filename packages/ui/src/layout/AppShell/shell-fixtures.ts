import type { ProfileMenuProps } from './ProfileMenu';
import type { ShellTeam, TeamSwitcherProps } from './TeamSwitcher';

/** The demo account's teams, as the mocks seed them. */
export const shellTeams: ShellTeam[] = [
  { id: '1', name: 'Causeway Studio' },
  { id: '2', name: 'Northwind Outreach' },
];

export const readyTeams: Omit<TeamSwitcherProps, 'onSelect'> = {
  status: 'ready',
  teams: shellTeams,
  activeTeamId: '1',
};

export const readyProfile: Omit<ProfileMenuProps, 'onLogout'> = {
  status: 'ready',
  user: { username: 'Demo User', email: 'demo@causeway.test', profilePicture: null },
};
