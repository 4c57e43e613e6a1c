/**
 * What the fake Facebook "knows": the people who can log in through the fake SDK and the pages
 * they manage. Connecting an account or refreshing pages reads from here, as the server would
 * read from Facebook.
 */
export interface FacebookPage {
  page_id: string;
  name: string;
  category: string;
  is_active: boolean;
}

export interface FacebookProfile {
  /** What the fake SDK's token names (`mock-fb-token.<key>.<n>`). */
  key: string;
  account_id: string;
  account_name: string;
  email: string;
  pages: FacebookPage[];
}

export const facebookProfiles: FacebookProfile[] = [
  {
    key: 'demo',
    account_id: '17841400000001',
    account_name: 'Demo User',
    email: 'demo@causeway.test',
    pages: [
      { page_id: '104000000000001', name: 'Causeway Coffee Roasters', category: 'Coffee Shop', is_active: true },
      { page_id: '104000000000002', name: 'Harbour Lights Bakery', category: 'Bakery', is_active: true },
      {
        page_id: '104000000000003',
        name: 'Trailhead Outfitters',
        category: 'Outdoor & Sporting Goods Company',
        is_active: true,
      },
      { page_id: '104000000000004', name: 'Bright Path Tutoring', category: 'Education', is_active: false },
    ],
  },
  {
    key: 'northwind',
    account_id: '17841400000002',
    account_name: 'Northwind Outreach',
    email: 'northwind.social@causeway.test',
    pages: [
      {
        page_id: '104000000000005',
        name: 'Northwind Community Garden',
        category: 'Community Organization',
        is_active: true,
      },
      { page_id: '104000000000006', name: 'Riverside Jazz Nights', category: 'Musician/Band', is_active: true },
    ],
  },
];

export function facebookProfile(key: string): FacebookProfile | undefined {
  return facebookProfiles.find((profile) => profile.key === key);
}

export function facebookProfileOfAccount(accountId: string): FacebookProfile | undefined {
  return facebookProfiles.find((profile) => profile.account_id === accountId);
}
