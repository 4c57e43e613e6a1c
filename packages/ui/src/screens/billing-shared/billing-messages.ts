/** Texts both money tabs say (accounts §2, §4, §8): the spec's word for word where it quotes them. */
export const sharedBillingMessages = {
  /** A checkout the browser cannot be sent to: the call failed, or its address is not http(s). */
  checkoutError: 'Checkout Error',
  /** Plan actions need an active team (accounts §4). */
  noActiveTeam: 'No active team found. Please select a team first.',
  /** Not said when the team simply has no billing record yet ('No TeamBilling matches'). */
  subscriptionError: 'Error loading subscription information',
  cancelledTitle: 'Subscription Cancelled',
  /** A cancelled plan runs to the end of its period (accounts §2). */
  cancelled: (planName: string, periodEnd: string | null) =>
    `Your ${planName} plan is cancelled and will not renew. Access continues until ${periodEnd ?? 'the end of the current billing period'}.`,
} as const;
