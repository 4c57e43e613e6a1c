import type { Db } from '../collections';
import { at, daysFrom } from './dates';
import { demo } from './demo';
import { facebookProfiles } from './facebook';

export async function seedSocial(db: Db, now: Date): Promise<void> {
  const [live, expired] = facebookProfiles;
  if (!live || !expired) return;
  const accounts = [
    { id: demo.accountId, profile: live, expires_at: daysFrom(now, 3), firstPageId: 201 },
    { id: demo.expiredAccountId, profile: expired, expires_at: at(now, -2, 9), firstPageId: 205 },
  ];
  for (const { id, profile, expires_at, firstPageId } of accounts) {
    await db.socialAccounts.create({
      id,
      owner_id: demo.userId,
      account_id: profile.account_id,
      account_name: profile.account_name,
      facebook_email: profile.email,
      account_email: null,
      platform: 'facebook',
      expires_at,
      days_until_expiry: null,
      connected_pages: [],
    });
    for (const [index, page] of profile.pages.entries()) {
      await db.pages.create({ id: String(firstPageId + index), account_id: id, platform: 'facebook', ...page });
    }
  }

  const teamPages = [
    { id: demo.teamPageId, team_id: demo.teamId, page_id: '201', is_active: true },
    { id: '302', team_id: demo.teamId, page_id: '202', is_active: true },
    { id: '303', team_id: demo.teamId, page_id: '203', is_active: false },
    { id: '304', team_id: demo.noPlanTeamId, page_id: '205', is_active: true },
  ];
  for (const teamPage of teamPages) await db.teamPages.create({ ...teamPage, platform: 'facebook' });
}
