import { billingQueries } from './queries';

/** What the billing tab asks when it opens, besides the subscription the frame has asked for. */
export function billingCalls(teamId: string) {
  return [billingQueries.paymentMethods(teamId), billingQueries.history(teamId), billingQueries.details(teamId)];
}
