import { db, nextId } from '../db';
import type { UserRecord } from '../records';

export function findUserByEmail(email: string): UserRecord | undefined {
  const wanted = email.trim().toLowerCase();
  return db.users.findFirst((q) => q.where({ email: (value) => value.toLowerCase() === wanted }));
}

export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(value.trim());
}

const commonPasswords = new Set(['password', 'password1', 'password123', '12345678', '123456', 'qwerty123', 'letmein']);

/** The server's password rules (Django's validators, with the product's minimum). */
export function passwordProblems(password: string, minimum: number): string[] {
  const problems: string[] = [];
  if (password.length < minimum)
    problems.push(`This password is too short. It must contain at least ${minimum} characters.`);
  if (commonPasswords.has(password.toLowerCase())) problems.push('This password is too common.');
  if (/^\d+$/.test(password)) problems.push('This password is entirely numeric.');
  return problems;
}

export async function createUser(fields: {
  email: string;
  password: string;
  username: string;
  company_name: string | null;
  first_name?: string;
  last_name?: string;
  is_email_verified: boolean;
}): Promise<UserRecord> {
  const [first = '', ...rest] = fields.username.trim().split(/\s+/);
  return db.users.create({
    id: nextId(db.users.all()),
    email: fields.email.trim(),
    password: fields.password,
    username: fields.username.trim(),
    company_name: fields.company_name,
    profile_picture: null,
    is_email_verified: fields.is_email_verified,
    is_active: true,
    first_name: fields.first_name ?? first,
    last_name: fields.last_name ?? rest.join(' '),
  });
}

/** The reply of GET /users/user/. */
export function userDetails(user: UserRecord) {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    company_name: user.company_name,
    profile_picture: user.profile_picture,
    is_email_verified: user.is_email_verified,
  };
}
