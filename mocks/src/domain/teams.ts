import { db, nextId } from '../db';
import type { TeamRecord, UserRecord } from '../records';

/** A new team with its creator as owner and no plan yet. */
export async function createTeam(owner: UserRecord, name: string): Promise<TeamRecord> {
  const team = await db.teams.create({
    id: nextId(db.teams.all(), 11),
    name,
    owner_id: owner.id,
    created_by_email: owner.email,
  });
  await addMember(team, owner, 1);
  await db.subscriptions.create({
    team_id: team.id,
    plan_id: null,
    plan_name: 'no active plan',
    plan_price: null,
    plan_interval: null,
    subscription_status: 'inactive',
    team_name: team.name,
    user_email: owner.email,
    auto_renew: false,
    is_card_saved: false,
    is_on_trial: false,
    current_period_end: null,
    is_plan_cancelled: false,
  });
  return team;
}

export async function addMember(team: TeamRecord, user: UserRecord, role: number): Promise<void> {
  await db.members.create({
    id: nextId(db.members.all(), 101),
    team_id: team.id,
    user_id: user.id,
    user_name: user.username,
    user_email: user.email,
    role,
    is_active: true,
    profile_picture: user.profile_picture,
    permissions: role === 3 ? ['publish'] : ['publish', 'manage_members', 'manage_billing'],
  });
}

/** The name of the team made for someone who has none. */
export function defaultTeamName(user: UserRecord): string {
  const name = user.username.trim() || user.email.split('@')[0] || 'My';
  return `${name}'s Team`;
}
