import { nowMs } from '../config';
import { db, nextId } from '../db';
import type { PlanRecord, SubscriptionRecord, TeamRecord, UserRecord } from '../records';

const dayMs = 24 * 60 * 60_000;

export function planPrice(plan: PlanRecord, annual: boolean): number {
  return annual ? (plan.price_annual ?? plan.price * 10) : plan.price;
}

function money(amount: number): string {
  return amount.toFixed(2);
}

export function subscriptionOf(teamId: string): SubscriptionRecord | undefined {
  return db.subscriptions.findFirst((q) => q.where({ team_id: teamId }));
}

export function isPaidAndRunning(subscription: SubscriptionRecord | undefined): boolean {
  return (
    subscription !== undefined &&
    subscription.subscription_status === 'active' &&
    subscription.plan_id !== null &&
    subscription.plan_name !== 'Free' &&
    !subscription.is_plan_cancelled
  );
}

async function setSubscription(team: TeamRecord, change: (draft: SubscriptionRecord) => void): Promise<void> {
  const existing = subscriptionOf(team.id);
  if (!existing) {
    const owner = db.users.findFirst((q) => q.where({ id: team.owner_id }));
    const fresh: SubscriptionRecord = {
      team_id: team.id,
      plan_id: null,
      plan_name: 'no active plan',
      plan_price: null,
      plan_interval: null,
      subscription_status: 'inactive',
      team_name: team.name,
      user_email: owner?.email ?? null,
      auto_renew: false,
      is_card_saved: false,
      is_on_trial: false,
      current_period_end: null,
      is_plan_cancelled: false,
    };
    change(fresh);
    await db.subscriptions.create(fresh);
    return;
  }
  await db.subscriptions.update((q) => q.where({ team_id: team.id }), {
    data: (draft) => change(draft as SubscriptionRecord),
  });
}

/** A paid plan after checkout: active now, renewing monthly or yearly, with a paid invoice. */
export async function activatePlan(team: TeamRecord, plan: PlanRecord, annual: boolean): Promise<void> {
  const now = nowMs();
  const periodEnd = new Date(now);
  if (annual) periodEnd.setFullYear(periodEnd.getFullYear() + 1);
  else periodEnd.setMonth(periodEnd.getMonth() + 1);
  await setSubscription(team, (draft) => {
    Object.assign(draft, {
      plan_id: plan.id,
      plan_name: plan.name,
      plan_price: planPrice(plan, annual),
      plan_interval: annual ? 'annual' : 'monthly',
      subscription_status: 'active',
      auto_renew: true,
      is_card_saved: true,
      is_on_trial: false,
      current_period_end: periodEnd.toISOString(),
      is_plan_cancelled: false,
    });
  });
  const invoiceId = nextId(db.invoices.all(), 501);
  await db.invoices.create({
    id: invoiceId,
    team_id: team.id,
    stripe_invoice_id: `in_mock${invoiceId}`,
    status: 'paid',
    paid_at: new Date(now).toISOString(),
    amount: money(planPrice(plan, annual)),
    invoice_url: `https://billing.causeway.test/invoices/in_mock${invoiceId}`,
    created_at: new Date(now).toISOString(),
  });
  if (!db.paymentMethods.findFirst((q) => q.where({ team_id: team.id }))) await addCard(team.id);
}

/** The Business plan starts with a trial instead of a payment. */
export async function startTrial(team: TeamRecord, plan: PlanRecord): Promise<void> {
  await setSubscription(team, (draft) => {
    Object.assign(draft, {
      plan_id: plan.id,
      plan_name: plan.name,
      plan_price: plan.price,
      plan_interval: 'monthly',
      subscription_status: 'active',
      auto_renew: true,
      is_on_trial: true,
      current_period_end: new Date(nowMs() + 14 * dayMs).toISOString(),
      is_plan_cancelled: false,
    });
  });
}

export async function switchToFree(team: TeamRecord, plan: PlanRecord): Promise<void> {
  await setSubscription(team, (draft) => {
    Object.assign(draft, {
      plan_id: plan.id,
      plan_name: plan.name,
      plan_price: 0,
      plan_interval: plan.interval,
      subscription_status: 'active',
      auto_renew: false,
      is_on_trial: false,
      current_period_end: null,
      is_plan_cancelled: false,
    });
  });
}

/** Cancelling keeps a paid plan until the period ends; the Free plan simply stops. */
export async function cancelPlan(team: TeamRecord): Promise<void> {
  const subscription = subscriptionOf(team.id);
  const free = subscription?.plan_name === 'Free';
  await setSubscription(team, (draft) => {
    if (free)
      Object.assign(draft, {
        plan_id: null,
        plan_name: 'no active plan',
        plan_price: null,
        plan_interval: null,
        subscription_status: 'inactive',
      });
    else Object.assign(draft, { is_plan_cancelled: true, auto_renew: false });
  });
}

/** A saved card (the mock's card setup always saves a Visa ending in 1881). */
export async function addCard(
  teamId: string,
  card: Partial<{ card_brand: string; card_last4: string; expiry_month: number; expiry_year: number }> = {},
): Promise<string> {
  const id = nextId(db.paymentMethods.all(), 401);
  const first = !db.paymentMethods.findFirst((q) => q.where({ team_id: teamId }));
  await db.paymentMethods.create({
    id,
    team_id: teamId,
    card_brand: card.card_brand ?? 'visa',
    card_last4: card.card_last4 ?? '1881',
    expiry_month: card.expiry_month ?? 8,
    expiry_year: card.expiry_year ?? new Date(nowMs()).getFullYear() + 4,
    is_default: first,
  });
  await db.subscriptions.update((q) => q.where({ team_id: teamId }), {
    data: (draft) => void (draft.is_card_saved = true),
  });
  return id;
}

/** The team a call without a team id acts for: the first team the user owns. */
export function ownedTeam(user: UserRecord): TeamRecord | undefined {
  return db.teams.findFirst((q) => q.where({ owner_id: user.id }));
}

export function subscriptionReply(subscription: SubscriptionRecord) {
  return {
    plan_name: subscription.plan_name,
    plan_price: subscription.plan_price === null ? null : money(subscription.plan_price),
    plan_interval: subscription.plan_interval,
    subscription_status: subscription.subscription_status,
    team_name: subscription.team_name,
    user_email: subscription.user_email,
    auto_renew: subscription.auto_renew,
    is_card_saved: subscription.is_card_saved,
    is_on_trial: subscription.is_on_trial,
    current_period_end: subscription.current_period_end,
    is_plan_cancelled: subscription.is_plan_cancelled,
  };
}
