/** Numeric team roles. */
export const teamRoles = { Owner: 1, Admin: 2, Member: 3 } as const;
export type TeamRoleName = keyof typeof teamRoles;

/** 1 Owner, 2 Admin; any other value is shown as Member. */
export function roleLabel(role: number): TeamRoleName {
  if (role === teamRoles.Owner) return 'Owner';
  if (role === teamRoles.Admin) return 'Admin';
  return 'Member';
}
