import { db } from '../db';
import type { PageRecord, TeamRecord, UserRecord } from '../records';

/** The teams a user is an active member of, in the order they were made. */
export function teamsOf(user: UserRecord): TeamRecord[] {
  const teamIds = new Set(
    db.members.findMany((q) => q.where({ user_id: user.id, is_active: true })).map((member) => member.team_id),
  );
  return db.teams.findMany((q) => q.where({ id: (id) => teamIds.has(id) }), { orderBy: { id: 'asc' } });
}

/** A team the user may act for, or undefined (the API answers 404: other teams do not exist for them). */
export function teamOf(user: UserRecord, teamId: string): TeamRecord | undefined {
  return teamsOf(user).find((team) => team.id === teamId);
}

/** The user's linked accounts' pages. */
export function pagesOf(user: UserRecord): PageRecord[] {
  const accountIds = new Set(
    db.socialAccounts.findMany((q) => q.where({ owner_id: user.id })).map((account) => account.id),
  );
  return db.pages.findMany((q) => q.where({ account_id: (id) => accountIds.has(id) }));
}

/** A page by the provider's page id or by its record id. */
export function findPage(pageId: string): PageRecord | undefined {
  return db.pages.findFirst((q) => q.where({ page_id: pageId }).or({ id: pageId }));
}

/** The pages added to a team, as page records. */
export function teamPageRecords(teamId: string): PageRecord[] {
  const pageIds = new Set(db.teamPages.findMany((q) => q.where({ team_id: teamId })).map((link) => link.page_id));
  return db.pages.findMany((q) => q.where({ id: (id) => pageIds.has(id) }));
}

/** Whether a team's subscription lets it publish (active, and a real plan). */
export function hasActivePlan(teamId: string): boolean {
  const subscription = db.subscriptions.findFirst((q) => q.where({ team_id: teamId }));
  return (
    subscription !== undefined &&
    subscription.subscription_status?.toLowerCase() === 'active' &&
    subscription.plan_name.toLowerCase() !== 'no active plan'
  );
}
