import type { AccountPageRow, SocialAccountRow } from '../ManageSocialAccountScreen/social-types';
import type { TokenWarning } from '../TokenHealthNotice/TokenHealthNotice';

/* Story data: the people and pages the mock seed's fake Facebook knows, as the app shows them on mock data. */

/** Stories pin the zone, so the dates read the same on every machine. */
export const storyTimeZone = 'Europe/London';

/** The demo account: its login runs out in 3 days; the team publishes to three of its pages. */
export const expiringAccount: SocialAccountRow = {
  id: '601',
  platform: 'facebook',
  name: 'Demo User',
  email: 'demo@causeway.test',
  expiresAt: '2026-11-28T09:00:00Z',
  daysLeft: 3,
  isExpired: false,
  isExpiringSoon: true,
  risk: { scheduled: { before: 3, after: 6 } },
};

/** Northwind: its login ran out two days ago. */
export const expiredAccount: SocialAccountRow = {
  id: '602',
  platform: 'facebook',
  name: 'Northwind Outreach',
  email: 'northwind.social@causeway.test',
  expiresAt: '2026-11-23T09:00:00Z',
  daysLeft: 0,
  isExpired: true,
  isExpiringSoon: true,
};

/** A healthy account, renewed recently. */
export const healthyAccount: SocialAccountRow = {
  id: '603',
  platform: 'facebook',
  name: 'Harbour Lights Team',
  email: 'social@harbourlights.example',
  expiresAt: '2027-01-24T09:00:00Z',
  daysLeft: 60,
  isExpired: false,
  isExpiringSoon: false,
};

export const storyAccounts: SocialAccountRow[] = [expiringAccount, expiredAccount, healthyAccount];

/** The demo account's pages; the first three are the team's. */
export const storyPages: AccountPageRow[] = [
  { id: '201', name: 'Causeway Coffee Roasters', category: 'Coffee Shop', isActive: true, isOnTeam: true },
  { id: '202', name: 'Harbour Lights Bakery', category: 'Bakery', isActive: true, isOnTeam: true },
  {
    id: '203',
    name: 'Trailhead Outfitters',
    category: 'Outdoor & Sporting Goods Company',
    isActive: true,
    isOnTeam: true,
  },
  { id: '204', name: 'Bright Path Tutoring', category: 'Education', isActive: false, isOnTeam: false },
];

export const storyWarnings: TokenWarning[] = [
  {
    accountId: expiringAccount.id,
    accountName: expiringAccount.name,
    expiresAt: expiringAccount.expiresAt,
    daysLeft: 3,
    isExpired: false,
    isExpiringSoon: true,
    scheduled: { before: 3, after: 6 },
  },
  {
    accountId: expiredAccount.id,
    accountName: expiredAccount.name,
    expiresAt: expiredAccount.expiresAt,
    daysLeft: 0,
    isExpired: true,
    isExpiringSoon: true,
    scheduled: { before: 0, after: 2 },
  },
];
