import type { BannerTone } from '../../../primitives/Banner';
import type { ScheduledAround, TokenExpiry } from '../parts/token-expiry';

/** A linked social account as the table shows it. */
export interface SocialAccountRow extends TokenExpiry {
  id: string;
  /** As the server names it ('facebook', 'Facebook'). */
  platform: string;
  name: string;
  email: string | null;
  /**
   * Set when the active team publishes to its pages and its login runs out within the warning
   * window (token health): the row is marked, with the team's scheduled items around the expiry.
   */
  risk?: { scheduled: ScheduledAround | null } | null;
}

/** A page of the chosen account. */
export interface AccountPageRow {
  id: string;
  name: string;
  category: string | null;
  isActive: boolean;
  /** Already one of the active team's pages: the action is Remove Page, else Add to Team. */
  isOnTeam: boolean;
}

/** Where a list stands, what it holds, and what to say when it failed or warned. */
export interface SocialListState<T> {
  status: 'loading' | 'error' | 'ready';
  items: readonly T[];
  /** A line under the failure's heading: what went wrong (the server's words, or the call's fallback). */
  errorText?: string | undefined;
  /** A 409 while fetching pages is a warning, not an error (accounts §8). */
  warning?: string | null | undefined;
}

/** A message about the last action, shown in the section where it was taken. */
export interface SocialNotice {
  area: 'add' | 'accounts' | 'pages';
  tone: BannerTone;
  title?: string | undefined;
  text: string;
}
