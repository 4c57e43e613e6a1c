/**
 * The active team's subscription as both money tabs show it (accounts §3, subscription details);
 * the app maps the server's reply to this. The Billing tab shows it in full, the Purchase Plan tab
 * in its Cancel Subscription section.
 */
export interface TeamSubscription {
  planName: string;
  /** The price of one period; null when the server gave none. */
  price: number | null;
  /** 'monthly', 'annual' or the server's word. */
  interval: string | null;
  /** The server's status word ('active', 'past_due' …). */
  status: string | null;
  /** Active as the product counts it (publishing §1): status active and a plan other than 'no active plan'. */
  isActive: boolean;
  isOnTrial: boolean;
  /** Cancelled: it stays until the period ends and does not renew. */
  isCancelled: boolean;
  /** The period end reads 'Renews' when true, else 'Expires'. */
  autoRenew: boolean;
  /** When the period ends (ISO); null for plans without one (Free). */
  periodEnd: string | null;
}

/** Where the team's subscription stands: loading, failed (with its words), or known (null: none). */
export interface SubscriptionState {
  status: 'loading' | 'error' | 'ready';
  subscription: TeamSubscription | null;
  /** The server's or the connection's words under the screen's own title. */
  errorMessage?: string | undefined;
}

/** How an action of these tabs ended: done, or failed with the screen's words and the server's under them. */
export type BillingActionResult = { ok: true } | { ok: false; title: string; detail?: string | undefined };
