import { ApiError } from '@causeway/api-client';
import { describe, expect, it } from 'vitest';
import { addMemberServerFields, failedAction, toAddMember, toMemberRow } from './member-form';

const member = {
  id: '103',
  user_id: '5',
  user_name: 'Marco Rossi',
  user_email: 'marco@causeway.test',
  role: 3,
  is_active: true,
  profile_picture: null,
};

describe('the team management field map', () => {
  it('sends roles as the numbers the server knows', () => {
    expect(toAddMember({ email: 'jo@causeway.test', role: 'Owner' })).toEqual({ email: 'jo@causeway.test', role: 1 });
    expect(toAddMember({ email: 'jo@causeway.test', role: 'Admin' }).role).toBe(2);
    expect(toAddMember({ email: 'jo@causeway.test', role: 'Member' }).role).toBe(3);
  });

  it('shows 1 as Owner, 2 as Admin and any other role as Member', () => {
    expect(toMemberRow({ ...member, role: 1 }).role).toBe('Owner');
    expect(toMemberRow({ ...member, role: 2 }).role).toBe('Admin');
    expect(toMemberRow({ ...member, role: 7 }).role).toBe('Member');
  });

  it('names someone invited without an account by their email', () => {
    expect(toMemberRow({ ...member, user_id: null, user_name: '', is_active: false })).toMatchObject({
      name: 'marco@causeway.test',
      isActive: false,
    });
  });

  it("puts the server's field errors on the form's fields, and the rest above it", () => {
    const onFields = new ApiError({
      kind: 'http',
      status: 400,
      message: 'Failed to add team member',
      fieldErrors: { email: ['Enter a valid email address.'] },
    });
    expect(failedAction(onFields, addMemberServerFields)).toEqual({
      ok: false,
      error: undefined,
      fieldErrors: { email: ['Enter a valid email address.'] },
    });
    const elsewhere = new ApiError({
      kind: 'http',
      status: 400,
      message: 'This user is already a member of this team.',
    });
    expect(failedAction(elsewhere, addMemberServerFields)).toEqual({
      ok: false,
      error: 'This user is already a member of this team.',
      fieldErrors: {},
    });
  });
});
