import type { BillingDetailsRequest, CheckoutSessionRequest } from '@causeway/api-client/schemas';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { hasSession } from '../session/has-session';
import { followsFocus, subscriptionQueries, teamBillingKey } from '../plans/team-subscription';

export const billingKeys = {
  /** Everything billing knows of one team: invalidating it refetches every figure of the tab. */
  team: teamBillingKey,
  subscriptionDetails: (teamId: string) => subscriptionQueries.details(teamId).queryKey,
  paymentMethods: (teamId: string) => [...billingKeys.team(teamId), 'payment-methods'] as const,
  history: (teamId: string) => [...billingKeys.team(teamId), 'history'] as const,
  details: (teamId: string) => [...billingKeys.team(teamId), 'details'] as const,
};

export const billingQueries = {
  subscriptionDetails: subscriptionQueries.details,

  /** GET /billing/list-methods/{teamId}/; 404 or 400 read as none. */
  paymentMethods: (teamId: string) =>
    queryOptions({
      queryKey: billingKeys.paymentMethods(teamId),
      queryFn: () => api.billing.paymentMethods(teamId),
      enabled: hasSession,
      ...followsFocus,
    }),

  /** GET /billing/list-history/{teamId}/; 404 or 400 read as none. */
  history: (teamId: string) =>
    queryOptions({
      queryKey: billingKeys.history(teamId),
      queryFn: () => api.billing.history(teamId),
      enabled: hasSession,
      ...followsFocus,
    }),

  /** GET /billing/details/{teamId}/; 404 or 400 give none (null): the form starts empty. */
  details: (teamId: string) =>
    queryOptions({
      queryKey: billingKeys.details(teamId),
      queryFn: () => api.billing.details(teamId),
      enabled: hasSession,
      ...followsFocus,
    }),
};

export const billingMutations = {
  /**
   * POST /billing/create-checkout-session/: a checkout_url to go to, a message (a trial), or for
   * the Free plan the switch itself. The team's billing is fetched again, the shell's billing
   * banner with it, so a plan that is now active is never announced missing.
   */
  createCheckoutSession: (teamId: string) =>
    mutationOptions({
      mutationFn: (body: Omit<CheckoutSessionRequest, 'team_id'>) =>
        api.billing.createCheckoutSession({ ...body, team_id: teamId }),
      onSuccess: (_reply, _body, _context, { client }) =>
        client.invalidateQueries({ queryKey: billingKeys.team(teamId) }),
    }),

  /** POST /billing/cancel-subscription/: the team's current subscription is fetched again, now cancelled. */
  cancelSubscription: (teamId: string) =>
    mutationOptions({
      mutationFn: () => api.billing.cancelSubscription(teamId),
      onSuccess: (_reply, _input, _context, { client }) =>
        client.invalidateQueries({ queryKey: billingKeys.team(teamId) }),
    }),

  /** POST /billing/create-cardsetup-details/: the card-setup page's address. */
  createCardSetup: (teamId: string) => mutationOptions({ mutationFn: () => api.billing.createCardSetup(teamId) }),

  /** DELETE /billing/delete-method/{teamId}/{methodId}/: the card leaves the list at once. */
  deletePaymentMethod: (teamId: string) =>
    mutationOptions({
      mutationFn: (methodId: string) => api.billing.deletePaymentMethod(teamId, methodId),
      onSuccess: (_reply, methodId, _context, { client }) => {
        client.setQueryData(billingQueries.paymentMethods(teamId).queryKey, (methods) =>
          methods?.filter((method) => method.id !== methodId),
        );
        return client.invalidateQueries({ queryKey: billingKeys.team(teamId) });
      },
    }),

  /** PUT /billing/details/{teamId}/ with every field as typed (no validation, accounts §5). */
  updateDetails: (teamId: string) =>
    mutationOptions({
      mutationFn: (body: BillingDetailsRequest) => api.billing.updateDetails(teamId, body),
      onSuccess: (_reply, body, _context, { client }) => {
        client.setQueryData(billingQueries.details(teamId).queryKey, body);
        return client.invalidateQueries({ queryKey: billingKeys.details(teamId) });
      },
    }),
};
