import { roleLabel, teamRoles } from '@causeway/api-client/domain';
import type { AddTeamMemberRequest, TeamMember, TeamPage } from '@causeway/api-client/schemas';
import type {
  ActionResult,
  AddMemberValues,
  TeamMemberRow,
  TeamPageRow,
} from '@causeway/ui/screens/settings/TeamManagementScreen';
import { formFailure } from '../lib/form-failure';

/**
 * The map between the Team Management screen and the teams calls (accounts §3, §7): the screen
 * speaks of roles by name, the server by number (1 Owner, 2 Admin, 3 Member; any other shows as Member).
 */

/** Each field of the add-member form and the server's name for it. */
export const addMemberServerFields = { email: 'email', role: 'role' } as const satisfies Record<
  keyof AddMemberValues,
  string
>;

/** POST /teams/{id}/members/add/ for what the form holds: the role as its number. */
export function toAddMember(values: AddMemberValues): AddTeamMemberRequest {
  return { email: values.email, role: teamRoles[values.role] };
}

/** A member as the table shows it; someone invited without an account yet is named by their email. */
export function toMemberRow(member: TeamMember): TeamMemberRow {
  return {
    id: member.id,
    name: member.user_name.trim() || member.user_email,
    email: member.user_email,
    role: roleLabel(member.role),
    isActive: member.is_active,
    picture: member.profile_picture,
  };
}

export function toPageRow(page: TeamPage): TeamPageRow {
  return { id: page.id, name: page.name, category: page.category, isActive: page.is_active };
}

/** A failed dialog action: the server's field errors on the form's fields, the rest above it. */
export function failedAction<Field extends string>(
  error: unknown,
  serverFieldOf: Record<Field, string>,
): ActionResult<Field> {
  const failure = formFailure(error, serverFieldOf);
  return { ok: false, error: failure.banner, fieldErrors: failure.fieldErrors };
}
