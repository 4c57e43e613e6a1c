import { sharedBillingMessages } from '../../billing-shared/billing-messages';

/**
 * The Purchase Plan tab's texts (accounts §2, §4, §8): the spec's word for word where it gives
 * them ('Checkout Error', the Free plan errors, the cancel failure), the product's own around them.
 */
export const planMessages = {
  ...sharedBillingMessages,
  noActiveTeamTitle: 'No Active Team',
  checkoutFailed: 'Failed to create checkout session. Please try again.',
  subscriptionFailed: 'Subscription failed. Please try again.',
  trialTitle: 'Trial Started',
  switchedTitle: 'Plan Changed',
  switched: (teamName: string) => `${teamName} is now on the Free plan.`,
  /** Said under the success dialog: the Billing tab opens after 2 s (accounts §9). */
  toBilling: 'Taking you to Billing...',
  freeConfirmTitle: 'Switch to Free',
  freeConfirm: (teamName: string) => `Switch ${teamName} to the Free plan? Features of paid plans stop for this team.`,
  cannotSwitchTitle: 'Cannot Switch to Free Plan',
  cannotSwitch:
    'This team already has an active paid plan. Cancel the paid subscription or wait for it to expire, then switch to Free.',
  activePlanTitle: 'Active Plan Detected',
  freeErrorTitle: 'Error',
  freeFailed: 'Failed to switch to Free plan. Please try again.',
  cancelFailed: 'Failed to cancel subscription. Please try again.',
  nothingToCancel: (teamName: string) => `${teamName} has no paid subscription to cancel.`,
} as const;

/** A plan priced at nothing either way is the Free plan: choosing it asks first (a downgrade). */
export function isFreePlan(plan: { monthlyPrice: number; annualPrice: number }): boolean {
  return plan.monthlyPrice === 0 && plan.annualPrice === 0;
}
