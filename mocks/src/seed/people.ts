import type { Db } from '../collections';
import { avatar } from './media';
import { demo } from './demo';

const users = [
  {
    id: demo.userId,
    username: 'Demo User',
    first_name: 'Demo',
    last_name: 'User',
    email: demo.email,
    password: demo.password,
    company_name: 'Causeway Studio',
    picture: 200,
    is_email_verified: true,
    is_active: true,
  },
  {
    id: demo.unverified.userId,
    username: 'Uma Patel',
    first_name: 'Uma',
    last_name: 'Patel',
    email: demo.unverified.email,
    password: demo.unverified.password,
    company_name: null,
    picture: null,
    is_email_verified: false,
    is_active: true,
  },
  {
    id: demo.inactive.userId,
    username: 'Ivan Petrov',
    first_name: 'Ivan',
    last_name: 'Petrov',
    email: demo.inactive.email,
    password: demo.inactive.password,
    company_name: 'Petrov & Co',
    picture: null,
    is_email_verified: true,
    is_active: false,
  },
  {
    id: '4',
    username: 'Priya Shah',
    first_name: 'Priya',
    last_name: 'Shah',
    email: 'priya@causeway.test',
    password: 'Welcome123',
    company_name: 'Causeway Studio',
    picture: 330,
    is_email_verified: true,
    is_active: true,
  },
  {
    id: '5',
    username: 'Marco Rossi',
    first_name: 'Marco',
    last_name: 'Rossi',
    email: 'marco@causeway.test',
    password: 'Welcome123',
    company_name: null,
    picture: null,
    is_email_verified: true,
    is_active: true,
  },
  {
    id: '6',
    username: 'Lena Fischer',
    first_name: 'Lena',
    last_name: 'Fischer',
    email: 'lena@causeway.test',
    password: 'Welcome123',
    company_name: null,
    picture: 20,
    is_email_verified: true,
    is_active: true,
  },
  {
    id: '7',
    username: 'Noah Williams',
    first_name: 'Noah',
    last_name: 'Williams',
    email: 'noah@causeway.test',
    password: 'Welcome123',
    company_name: 'Northwind Outreach',
    picture: 140,
    is_email_verified: true,
    is_active: true,
  },
] as const;

const teams = [
  { id: demo.teamId, name: 'Causeway Studio', owner_id: demo.userId },
  { id: demo.noPlanTeamId, name: 'Northwind Outreach', owner_id: '7' },
] as const;

/** Every role, an inactive member, and members with and without pictures. */
const members = [
  { id: demo.ownerMemberId, team_id: demo.teamId, user_id: demo.userId, role: 1, is_active: true },
  { id: '102', team_id: demo.teamId, user_id: '4', role: 2, is_active: true },
  { id: demo.memberId, team_id: demo.teamId, user_id: '5', role: 3, is_active: true },
  { id: '104', team_id: demo.teamId, user_id: '6', role: 3, is_active: false },
  { id: '105', team_id: demo.teamId, user_id: demo.unverified.userId, role: 3, is_active: true },
  { id: '106', team_id: demo.noPlanTeamId, user_id: '7', role: 1, is_active: true },
  { id: '107', team_id: demo.noPlanTeamId, user_id: demo.userId, role: 2, is_active: true },
  { id: '108', team_id: demo.noPlanTeamId, user_id: '5', role: 3, is_active: true },
] as const;

export async function seedPeople(db: Db): Promise<void> {
  for (const { picture, ...user } of users) {
    await db.users.create({ ...user, profile_picture: picture === null ? null : avatar(user.username, picture) });
  }
  for (const team of teams) {
    const owner = users.find((user) => user.id === team.owner_id);
    await db.teams.create({ ...team, created_by_email: owner?.email ?? null });
  }
  for (const member of members) {
    const user = users.find((candidate) => candidate.id === member.user_id);
    if (!user) continue;
    await db.members.create({
      ...member,
      user_name: user.username,
      user_email: user.email,
      profile_picture: user.picture === null ? null : avatar(user.username, user.picture),
      permissions: member.role === 3 ? ['publish'] : ['publish', 'manage_members', 'manage_billing'],
    });
  }
  await db.invites.create({ token: demo.inviteToken, team_id: demo.noPlanTeamId, inviter_id: '7' });
}
