import type { UpdateUserInput } from '@causeway/api-client';
import type { UserDetails } from '@causeway/api-client/schemas';
import type { PersonalField, PersonalValues } from '@causeway/ui/screens/settings/PersonalScreen';

/** Each field of the Personal form and the server's name for it (accounts §3, §7). */
export const personalServerFields = {
  username: 'username',
  companyName: 'company_name',
  picture: 'profile_picture',
} as const satisfies Record<PersonalField, string>;

/** The form as the saved details fill it: no new picture chosen. */
export function personalValuesOf(details: UserDetails | undefined): PersonalValues {
  return { username: details?.username ?? '', companyName: details?.company_name ?? '', picture: null };
}

/**
 * PATCH /users/user/ for what the form holds. The texts always go (an emptied company name too,
 * which clears it); the picture only when one was chosen: the client leaves null fields out.
 */
export function toUpdateUser(values: PersonalValues): UpdateUserInput {
  return { username: values.username, company_name: values.companyName, profile_picture: values.picture };
}

/** Whether the form holds anything the saved details do not. */
export function hasUnsavedEdits(values: PersonalValues, saved: PersonalValues): boolean {
  return values.picture !== null || values.username !== saved.username || values.companyName !== saved.companyName;
}
