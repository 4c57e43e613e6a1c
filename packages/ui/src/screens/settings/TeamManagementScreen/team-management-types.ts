import type { ServerFieldErrors } from '../../auth/RegisterScreen/use-server-field-errors';
import type { TeamRole } from './rules';

/** A member as the table shows it. */
export interface TeamMemberRow {
  id: string;
  /** The member's name; the email for someone invited who has no account yet. */
  name: string;
  email: string;
  role: TeamRole;
  isActive: boolean;
  picture: string | null;
}

/** A page of the team as its table shows it. */
export interface TeamPageRow {
  id: string;
  name: string;
  category: string | null;
  isActive: boolean;
}

export interface AddMemberValues {
  email: string;
  role: TeamRole;
}

/**
 * How a dialog's action ended: done (the dialog closes), or failed with a message above the form
 * and errors on its fields (the dialog stays, what was typed kept).
 */
export type ActionResult<Field extends string = never> =
  { ok: true } | { ok: false; error?: string | undefined; fieldErrors?: ServerFieldErrors<Field> | undefined };

/** Where a list stands, with the failure's words. */
export interface ListState<T> {
  status: 'loading' | 'error' | 'ready';
  items: readonly T[];
  /** The failure's title (members) or the line under the screen's own title (pages). */
  errorMessage?: string | undefined;
  /** A 409 while fetching pages is a warning, not an error (accounts §8). */
  warning?: string | undefined;
}
