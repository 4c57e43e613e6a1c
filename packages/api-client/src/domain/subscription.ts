import { isApiError } from '../http/api-error';

export const noActivePlanName = 'no active plan';

interface SubscriptionLike {
  subscription_status?: string | null;
  plan_name?: string | null;
}

/**
 * A subscription counts as active when subscription_status is 'active' and plan_name is not
 * 'no active plan' (both compared without regard to case or surrounding spaces).
 */
export function isSubscriptionActive(subscription: SubscriptionLike | null | undefined): boolean {
  if (!subscription) return false;
  const status = subscription.subscription_status?.trim().toLowerCase();
  const planName = subscription.plan_name?.trim().toLowerCase();
  return status === 'active' && planName !== noActivePlanName;
}

function messageOf(error: unknown): string {
  if (isApiError(error) || error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

/** 'Error loading subscription information' is not shown for a team that has no billing record yet. */
export function isMissingTeamBilling(error: unknown): boolean {
  return messageOf(error).includes('No TeamBilling matches');
}

/**
 * Which dialog a failed switch to the Free plan opens: 'Cannot Switch to Free Plan' for
 * 'Team already has an active plan', 'Active Plan Detected' for other 'active plan' errors,
 * otherwise the generic 'Error' dialog.
 */
export function freePlanErrorKind(error: unknown): 'already-active' | 'active-plan' | 'other' {
  const message = messageOf(error);
  if (message.includes('Team already has an active plan')) return 'already-active';
  if (message.toLowerCase().includes('active plan')) return 'active-plan';
  return 'other';
}
