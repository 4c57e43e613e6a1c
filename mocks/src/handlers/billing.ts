import { apiPaths } from '@causeway/api-client/paths';
import {
  addPaymentMethodRequestSchema,
  billingDetailsRequestSchema,
  cancelSubscriptionRequestSchema,
  cardSetupRequestSchema,
  checkoutSessionRequestSchema,
  subscribeRequestSchema,
} from '@causeway/api-client/schemas';
import { http } from 'msw';
import { db } from '../db';
import { teamOf, teamsOf } from '../domain/access';
import {
  addCard,
  cancelPlan,
  isPaidAndRunning,
  ownedTeam,
  startTrial,
  subscriptionOf,
  subscriptionReply,
  switchToFree,
} from '../domain/billing';
import { openCheckout } from '../domain/checkout';
import type { PlanRecord, TeamRecord } from '../records';
import { demo } from '../seed/demo';
import { route } from './support/api-request';
import { authed } from './support/auth';
import { param } from './support/context';
import { badRequest, created, failure, invalid, notFound, ok } from './support/respond';
import { userJson, type UserContext } from './support/routes';

const noTeamBilling = 'No TeamBilling matches the given query.';

function teamBilling<C extends UserContext>(next: (context: C & { team: TeamRecord }) => Response | Promise<Response>) {
  return (context: C) => {
    const team = teamOf(context.user, param(context, 'teamId'));
    if (!team) return notFound(noTeamBilling);
    return next({ ...context, team });
  };
}

function findPlan(planId: string): PlanRecord | undefined {
  return db.plans.findFirst((q) => q.where({ id: planId, is_active: true }));
}

const activePlanText =
  'Team already has an active plan. Cancel the paid subscription or wait for it to expire before switching to Free.';

/**
 * Choosing a plan: Free switches at once (refused while a paid plan runs), Business starts a trial
 * (a message containing 'Trial'), Pro and Enterprise answer a checkout_url to the mock checkout page.
 */
async function choosePlan(request: Request, team: TeamRecord, plan: PlanRecord, annual: boolean): Promise<Response> {
  if (plan.price === 0) {
    if (isPaidAndRunning(subscriptionOf(team.id))) return failure(400, { error: activePlanText });
    await switchToFree(team, plan);
    return ok({ message: `${team.name} is now on the Free plan.` });
  }
  if (plan.id === demo.plans.business && !subscriptionOf(team.id)?.is_on_trial) {
    await startTrial(team, plan);
    return ok({ message: `Your 14-day Trial of the ${plan.name} plan has started for ${team.name}.` });
  }
  const url = await openCheckout(request, {
    mode: 'subscription',
    team_id: team.id,
    plan_id: plan.id,
    is_annual: annual,
  });
  return ok({ checkout_url: url });
}

export const billingHandlers = [
  http.get(route(apiPaths.billing.plans), () =>
    ok(
      db.plans
        .findMany((q) => q.where({ is_active: true }), { orderBy: { price: 'asc' } })
        .map((plan) => ({
          ...plan,
          price: plan.price.toFixed(2),
          price_annual: plan.price_annual === null ? null : plan.price_annual.toFixed(2),
        })),
    ),
  ),

  http.post(
    route(apiPaths.billing.subscribe),
    userJson(subscribeRequestSchema, ({ body, user, request }) => {
      const team = ownedTeam(user);
      if (!team) return badRequest('You need to own a team to subscribe.');
      const plan = findPlan(body.plan_id);
      if (!plan) return invalid({ plan_id: ['Invalid plan.'] });
      return choosePlan(request, team, plan, body.billing_cycle === 'annual');
    }),
  ),

  http.post(
    route(apiPaths.billing.cancelSubscription),
    userJson(cancelSubscriptionRequestSchema, async ({ body, user }) => {
      const team = teamOf(user, body.team_id);
      if (!team) return notFound(noTeamBilling);
      const subscription = subscriptionOf(team.id);
      if (!subscription?.plan_id || subscription.subscription_status !== 'active') {
        return badRequest('This team has no active subscription to cancel.');
      }
      if (subscription.is_plan_cancelled) return badRequest('The subscription is already cancelled.');
      await cancelPlan(team);
      const until = subscription.current_period_end
        ? ` Access continues until ${subscription.current_period_end.slice(0, 10)}.`
        : '';
      return ok({ message: `Subscription cancelled.${until}` });
    }),
  ),

  http.get(
    route(apiPaths.billing.currentSubscription),
    authed(({ user }) => {
      const running = teamsOf(user)
        .map((team) => ({ team, subscription: subscriptionOf(team.id) }))
        .find(({ subscription }) => subscription?.subscription_status === 'active' && subscription.plan_id !== null);
      if (!running?.subscription) return ok(null);
      const { team, subscription } = running;
      return ok({
        id: team.id,
        plan_name: subscription.plan_name,
        subscription_status: subscription.subscription_status,
        current_period_end: subscription.current_period_end,
        auto_renew: subscription.auto_renew,
      });
    }),
  ),

  http.get(
    route(apiPaths.billing.subscriptionDetails),
    authed(
      teamBilling(({ team }) => {
        const subscription = subscriptionOf(team.id);
        return subscription ? ok(subscriptionReply(subscription)) : notFound(noTeamBilling);
      }),
    ),
  ),

  http.get(
    route(apiPaths.billing.history),
    authed(
      teamBilling(({ team }) =>
        ok(
          db.invoices
            .findMany((q) => q.where({ team_id: team.id }), { orderBy: { created_at: 'desc' } })
            .map(({ team_id: _team, created_at: _created, ...invoice }) => ({
              ...invoice,
              amount: invoice.amount.toFixed(2),
            })),
        ),
      ),
    ),
  ),

  http.get(
    route(apiPaths.billing.details),
    authed(
      teamBilling(({ team }) => {
        const details = db.billingDetails.findFirst((q) => q.where({ team_id: team.id }));
        if (!details) return notFound('No BillingDetails matches the given query.');
        const { team_id: _team, ...fields } = details;
        return ok(fields);
      }),
    ),
  ),

  http.put(
    route(apiPaths.billing.details),
    userJson(
      billingDetailsRequestSchema,
      teamBilling(async ({ team, body }) => {
        if (db.billingDetails.findFirst((q) => q.where({ team_id: team.id }))) {
          await db.billingDetails.update((q) => q.where({ team_id: team.id }), {
            data: (draft) => void Object.assign(draft, body),
          });
        } else {
          await db.billingDetails.create({ team_id: team.id, ...body });
        }
        return ok({ message: 'Billing details updated.', ...body });
      }),
    ),
  ),

  // Its payload is not specified: a team_id, and optionally the card's brand, last four digits and expiry.
  http.post(
    route(apiPaths.billing.addPaymentMethod),
    userJson(addPaymentMethodRequestSchema, async ({ body, user }) => {
      const teamId = typeof body.team_id === 'string' || typeof body.team_id === 'number' ? String(body.team_id) : null;
      if (!teamId) return invalid({ team_id: ['This field is required.'] });
      if (!teamOf(user, teamId)) return notFound(noTeamBilling);
      const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
      const whole = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : undefined);
      const id = await addCard(teamId, {
        card_brand: text(body.card_brand),
        card_last4: text(body.card_last4),
        expiry_month: whole(body.expiry_month),
        expiry_year: whole(body.expiry_year),
      });
      return created({ message: 'Payment method added.', id });
    }),
  ),

  http.post(
    route(apiPaths.billing.createCardSetup),
    userJson(cardSetupRequestSchema, async ({ body, user, request }) => {
      const team = teamOf(user, body.team_id);
      if (!team) return notFound(noTeamBilling);
      const url = await openCheckout(request, { mode: 'setup', team_id: team.id, plan_id: null, is_annual: false });
      return ok({ Card_Details_checkout_url: url });
    }),
  ),

  http.get(
    route(apiPaths.billing.paymentMethods),
    authed(
      teamBilling(({ team }) =>
        ok(
          db.paymentMethods
            .findMany((q) => q.where({ team_id: team.id }), { orderBy: { id: 'asc' } })
            .map(({ team_id: _team, ...method }) => method),
        ),
      ),
    ),
  ),

  http.delete(
    route(apiPaths.billing.deletePaymentMethod),
    authed(
      teamBilling(async (context) => {
        const { team } = context;
        const methodId = param(context, 'methodId');
        const method = db.paymentMethods.findFirst((q) => q.where({ id: methodId, team_id: team.id }));
        if (!method) return notFound('No PaymentMethod matches the given query.');
        const others = db.paymentMethods.findMany((q) => q.where({ team_id: team.id, id: (id) => id !== methodId }));
        const subscription = subscriptionOf(team.id);
        if (others.length === 0 && isPaidAndRunning(subscription) && subscription?.auto_renew) {
          return badRequest('You cannot delete the only payment method while the subscription renews automatically.');
        }
        db.paymentMethods.delete((q) => q.where({ id: methodId }));
        const next = others[0];
        if (method.is_default && next) {
          await db.paymentMethods.update((q) => q.where({ id: next.id }), {
            data: (draft) => void (draft.is_default = true),
          });
        }
        if (others.length === 0) {
          await db.subscriptions.update((q) => q.where({ team_id: team.id }), {
            data: (draft) => void (draft.is_card_saved = false),
          });
        }
        return ok({ message: 'Payment method deleted.' });
      }),
    ),
  ),

  http.post(
    route(apiPaths.billing.createCheckoutSession),
    userJson(checkoutSessionRequestSchema, ({ body, user, request }) => {
      const team = teamOf(user, body.team_id);
      if (!team) return notFound(noTeamBilling);
      const plan = findPlan(body.plan_id);
      if (!plan) return invalid({ plan_id: ['Invalid plan.'] });
      return choosePlan(request, team, plan, body.is_annual);
    }),
  ),
];
