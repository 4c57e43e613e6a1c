/**
 * The seeded records that tests, scenarios and the docs refer to by name. Everything else in the
 * seed may change; these stay.
 */
export const demo = {
  email: 'demo@causeway.test',
  password: 'Demo1234',
  userId: '1',
  /** Signs in; email not verified. */
  unverified: { email: 'uma@causeway.test', password: 'Welcome123', userId: '2' },
  /** Cannot sign in: the account is inactive. */
  inactive: { email: 'ivan@causeway.test', password: 'Welcome123', userId: '3' },
  /** Active Pro plan, owned by the demo user, three pages. */
  teamId: '11',
  /** 'no active plan'; the demo user is an admin there. */
  noPlanTeamId: '12',
  /** A member of the Pro team that can be edited and removed. */
  memberId: '103',
  /** The demo user's own membership of the Pro team (the owner: cannot be removed). */
  ownerMemberId: '101',
  /** An invitation to the no-plan team: /register?invite_token=…&team_id=12 */
  inviteToken: 'northwind-invite',
  plans: { free: '1', pro: '2', business: '3', enterprise: '4' },
  paymentMethodId: '402',
  /** Token expires in 3 days; four pages. */
  accountId: '601',
  /** Token expired two days ago; two pages. */
  expiredAccountId: '602',
  /** Page records of the live account (the first three are on the Pro team). */
  pageRecordIds: ['201', '202', '203', '204'],
  /** The provider's page ids, as publishing sends them. */
  pageIds: ['104000000000001', '104000000000002', '104000000000003'],
  /** The team-page record of the first page on the Pro team. */
  teamPageId: '301',
  scheduledPostId: '701',
  postId: '801',
  storyId: '901',
  reelId: '1001',
  /** Page with a fetched batch (get-post-ids answers existing_batch_id). */
  batchPageId: '104000000000001',
  batchId: '1101',
  /** Password reset link parts: /password-reset/MQ/mock-reset-token */
  resetUid: 'MQ',
  resetToken: 'mock-reset-token',
  /** Email verification link parts: /verify-email/Mg/mock-verify-token */
  verifyUid: 'Mg',
  verifyToken: 'mock-verify-token',
  blogSlug: 'scheduling-that-fits-your-week',
  xssBlogSlug: 'formatting-tips-for-rich-posts',
} as const;

/** base64url of a user id, as reset and verification links carry it. */
export function encodeUid(userId: string): string {
  return btoa(userId).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** The user id in a reset or verification link, or null when it is not one. */
export function decodeUid(uid: string): string | null {
  try {
    const decoded = atob(uid.replace(/-/g, '+').replace(/_/g, '/'));
    return /^\d+$/.test(decoded) ? decoded : null;
  } catch {
    return null;
  }
}
