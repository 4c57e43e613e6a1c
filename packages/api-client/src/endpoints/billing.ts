import { resolvePlan, type ResolvedPlan } from '../domain/plans';
import { apiPaths } from '../http/api-paths';
import type { Http } from '../http/create-http';
import { fallbacks } from '../http/messages';
import { pathTo } from '../http/path-to';
import {
  billingDetailsSchema,
  billingHistoryReplySchema,
  cardSetupReplySchema,
  checkoutReplySchema,
  currentSubscriptionReplySchema,
  paymentMethodsReplySchema,
  plansReplySchema,
  subscriptionDetailsSchema,
  type AddPaymentMethodRequest,
  type BillingCycle,
  type BillingDetails,
  type BillingDetailsRequest,
  type CardSetupReply,
  type CheckoutReply,
  type CurrentSubscription,
  type Invoice,
  type PaymentMethod,
  type SubscriptionDetails,
} from '../schemas/billing';
import { actionReplySchema, type ActionReply, type IdInput } from '../schemas/common';

/** 404 and 400 mean "nothing here yet" for a team's billing reads (accounts §8). */
const notThere = [404, 400] as const;

/** GET /billing/plans/ (public), with the product's defaults applied (fallback ids, annual price, unlimited flags). */
export async function plans(http: Http): Promise<ResolvedPlan[]> {
  const list = await http.request({
    method: 'get',
    path: pathTo(apiPaths.billing.plans),
    auth: 'public',
    reply: plansReplySchema,
    fallback: fallbacks.billing.plans,
  });
  return list.map(resolvePlan);
}

/** POST /billing/subscribe/ (billing_cycle defaults to monthly). */
export async function subscribe(
  http: Http,
  body: { plan_id: IdInput; billing_cycle?: BillingCycle },
): Promise<CheckoutReply> {
  return http.request({
    method: 'post',
    path: pathTo(apiPaths.billing.subscribe),
    json: { plan_id: String(body.plan_id), billing_cycle: body.billing_cycle ?? 'monthly' },
    reply: checkoutReplySchema,
    fallback: fallbacks.billing.subscribe,
  });
}

/** POST /billing/cancel-subscription/. */
export async function cancelSubscription(http: Http, teamId: IdInput): Promise<ActionReply> {
  return http.request({
    method: 'post',
    path: pathTo(apiPaths.billing.cancelSubscription),
    json: { team_id: String(teamId) },
    reply: actionReplySchema,
    fallback: fallbacks.billing.cancelSubscription,
  });
}

/** GET /billing/subscription/. */
export async function currentSubscription(http: Http): Promise<CurrentSubscription | null> {
  return http.request({
    method: 'get',
    path: pathTo(apiPaths.billing.currentSubscription),
    reply: currentSubscriptionReplySchema,
    fallback: fallbacks.billing.currentSubscription,
  });
}

/** GET /billing/subscription-details/{teamId}/; 404 or 400 gives null. */
export async function subscriptionDetails(http: Http, teamId: IdInput): Promise<SubscriptionDetails | null> {
  return http.request({
    method: 'get',
    path: pathTo(apiPaths.billing.subscriptionDetails, { teamId }),
    reply: subscriptionDetailsSchema,
    fallback: fallbacks.billing.subscriptionDetails,
    empty: { statuses: notThere, value: null },
  });
}

/** GET /billing/list-history/{teamId}/; 404 or 400 gives []. */
export async function history(http: Http, teamId: IdInput): Promise<Invoice[]> {
  return http.request({
    method: 'get',
    path: pathTo(apiPaths.billing.history, { teamId }),
    reply: billingHistoryReplySchema,
    fallback: fallbacks.billing.history,
    empty: { statuses: notThere, value: [] },
  });
}

/** GET /billing/details/{teamId}/; 404 or 400 gives null. */
export async function details(http: Http, teamId: IdInput): Promise<BillingDetails | null> {
  return http.request({
    method: 'get',
    path: pathTo(apiPaths.billing.details, { teamId }),
    reply: billingDetailsSchema,
    fallback: fallbacks.billing.details,
    empty: { statuses: notThere, value: null },
  });
}

/** PUT /billing/details/{teamId}/ with the billing detail fields. */
export async function updateDetails(http: Http, teamId: IdInput, body: BillingDetailsRequest): Promise<ActionReply> {
  return http.request({
    method: 'put',
    path: pathTo(apiPaths.billing.details, { teamId }),
    json: body,
    reply: actionReplySchema,
    fallback: fallbacks.billing.updateDetails,
  });
}

/** POST /billing/payment-methods/ (its payload is not specified: the given fields go out as JSON). */
export async function addPaymentMethod(http: Http, body: AddPaymentMethodRequest): Promise<ActionReply> {
  return http.request({
    method: 'post',
    path: pathTo(apiPaths.billing.addPaymentMethod),
    json: body,
    reply: actionReplySchema,
    fallback: fallbacks.billing.addPaymentMethod,
  });
}

/** POST /billing/create-cardsetup-details/: the card-setup page's URL (Card_Details_checkout_url). */
export async function createCardSetup(http: Http, teamId: IdInput): Promise<CardSetupReply> {
  return http.request({
    method: 'post',
    path: pathTo(apiPaths.billing.createCardSetup),
    json: { team_id: String(teamId) },
    reply: cardSetupReplySchema,
    fallback: fallbacks.billing.createCardSetup,
  });
}

/** GET /billing/list-methods/{teamId}/; 404 or 400 gives []. */
export async function paymentMethods(http: Http, teamId: IdInput): Promise<PaymentMethod[]> {
  return http.request({
    method: 'get',
    path: pathTo(apiPaths.billing.paymentMethods, { teamId }),
    reply: paymentMethodsReplySchema,
    fallback: fallbacks.billing.paymentMethods,
    empty: { statuses: notThere, value: [] },
  });
}

/** DELETE /billing/delete-method/{teamId}/{methodId}/. */
export async function deletePaymentMethod(http: Http, teamId: IdInput, methodId: IdInput): Promise<ActionReply> {
  return http.request({
    method: 'delete',
    path: pathTo(apiPaths.billing.deletePaymentMethod, { teamId, methodId }),
    reply: actionReplySchema,
    fallback: fallbacks.billing.deletePaymentMethod,
  });
}

/** POST /billing/create-checkout-session/: checkout_url to go to, or a message. */
export async function createCheckoutSession(
  http: Http,
  body: { team_id: IdInput; plan_id: IdInput; email: string; is_annual: boolean },
): Promise<CheckoutReply> {
  return http.request({
    method: 'post',
    path: pathTo(apiPaths.billing.createCheckoutSession),
    json: {
      team_id: String(body.team_id),
      plan_id: String(body.plan_id),
      email: body.email,
      is_annual: body.is_annual,
    },
    reply: checkoutReplySchema,
    fallback: fallbacks.billing.createCheckoutSession,
  });
}

export const billingEndpoints = {
  plans,
  subscribe,
  cancelSubscription,
  currentSubscription,
  subscriptionDetails,
  history,
  details,
  updateDetails,
  addPaymentMethod,
  createCardSetup,
  paymentMethods,
  deletePaymentMethod,
  createCheckoutSession,
};
