import { db } from '../db';
import type { MemberRecord, PageRecord, TeamPageRecord } from '../records';

export function memberReply(member: MemberRecord) {
  return {
    id: member.id,
    user_id: member.user_id,
    user_name: member.user_name,
    user_email: member.user_email,
    role: member.role,
    is_active: member.is_active,
    profile_picture: member.profile_picture,
    permissions: member.permissions ?? [],
  };
}

/** A team page as the server sends it: the page wrapped in `page`, beside the team link's own fields. */
export function teamPageReply(link: TeamPageRecord, page: PageRecord) {
  return {
    id: link.id,
    page: { id: page.id, page_id: page.page_id, name: page.name, category: page.category },
    is_active: link.is_active && page.is_active,
    platform: link.platform,
  };
}

export function teamPageLinks(teamId: string, platform: string) {
  return db.teamPages
    .findMany((q) => q.where({ team_id: teamId, platform }), { orderBy: { id: 'asc' } })
    .flatMap((link) => {
      const page = db.pages.findFirst((q) => q.where({ id: link.page_id }));
      return page ? [{ link, page }] : [];
    });
}
