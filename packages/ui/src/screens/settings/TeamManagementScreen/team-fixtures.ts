import { storyPicture } from '../PersonalScreen/personal-fixtures';
import type { TeamMemberRow, TeamPageRow } from './team-management-types';

export const storyTeam = { id: '11', name: 'Causeway Studio' };

/** The Pro team's members as the mocks seed them: every role, one inactive, with and without pictures. */
export const storyMembers: TeamMemberRow[] = [
  { id: '101', name: 'Demo User', email: 'demo@causeway.test', role: 'Owner', isActive: true, picture: storyPicture },
  { id: '102', name: 'Priya Shah', email: 'priya@causeway.test', role: 'Admin', isActive: true, picture: null },
  { id: '103', name: 'Marco Rossi', email: 'marco@causeway.test', role: 'Member', isActive: true, picture: null },
  { id: '104', name: 'Lena Fischer', email: 'lena@causeway.test', role: 'Member', isActive: false, picture: null },
];

export const storyTeamPages: TeamPageRow[] = [
  { id: '301', name: 'Causeway Coffee Roasters', category: 'Coffee Shop', isActive: true },
  { id: '302', name: 'Harbour Lights Bakery', category: 'Bakery', isActive: true },
  { id: '303', name: 'Trailhead Outfitters', category: 'Outdoor & Sporting Goods Company', isActive: false },
];

/** A member whose name and address are long enough to test wrapping. */
export const longMember: TeamMemberRow = {
  id: '109',
  name: 'Maximiliane Theodora Wolkenstein-Rodenegg',
  email: 'maximiliane.wolkenstein-rodenegg@northwind-community-outreach.example.org',
  role: 'Admin',
  isActive: true,
  picture: null,
};
