import { mockConfig, nowMs } from '../config';
import { db } from '../db';
import type { CheckoutRecord } from '../records';
import { activatePlan, addCard, planPrice } from './billing';

/** Where the mock checkout page is: the browser page's origin, else the API's own origin. */
function checkoutOrigin(request: Request): string {
  const configured = mockConfig().checkoutOrigin;
  if (configured) return configured;
  const location = (globalThis as { location?: { origin?: string } }).location;
  if (location?.origin && location.origin !== 'null') return location.origin;
  return new URL(request.url).origin;
}

/**
 * Opens a mock checkout and answers the URL of its page: `<origin>/__mock/checkout?session_id=…&plan_id=…`
 * (`&mode=setup` to save a card). When the app runs on another origin than the page (the Node
 * server), `return_to` carries the app's origin for the way back.
 */
export async function openCheckout(
  request: Request,
  fields: Pick<CheckoutRecord, 'mode' | 'team_id' | 'plan_id' | 'is_annual'>,
): Promise<string> {
  const id = `cs_mock_${crypto.randomUUID().replace(/-/g, '').slice(0, 20)}`;
  await db.checkouts.create({ id, ...fields, status: 'open', created_at: nowMs() });
  const origin = checkoutOrigin(request);
  const url = new URL('/__mock/checkout', origin);
  url.searchParams.set('session_id', id);
  if (fields.plan_id) url.searchParams.set('plan_id', fields.plan_id);
  if (fields.mode === 'setup') url.searchParams.set('mode', 'setup');
  const appOrigin = request.headers.get('origin');
  if (appOrigin && appOrigin !== origin) url.searchParams.set('return_to', appOrigin);
  return url.toString();
}

export interface CheckoutSummary {
  sessionId: string;
  mode: 'subscription' | 'setup';
  status: CheckoutRecord['status'];
  teamName: string;
  planName: string | null;
  /** e.g. '$29.00 / month'; null when saving a card. */
  priceText: string | null;
}

/** What the mock checkout page shows, or null for an unknown session. */
export function describeCheckout(sessionId: string): CheckoutSummary | null {
  const checkout = db.checkouts.findFirst((q) => q.where({ id: sessionId }));
  if (!checkout) return null;
  const team = db.teams.findFirst((q) => q.where({ id: checkout.team_id }));
  const plan = checkout.plan_id ? db.plans.findFirst((q) => q.where({ id: checkout.plan_id ?? '' })) : undefined;
  return {
    sessionId,
    mode: checkout.mode,
    status: checkout.status,
    teamName: team?.name ?? '',
    planName: plan?.name ?? null,
    priceText: plan
      ? `$${planPrice(plan, checkout.is_annual).toFixed(2)} / ${checkout.is_annual ? 'year' : 'month'}`
      : null,
  };
}

/**
 * The tester's choice on the mock checkout page. Paying activates the plan (or saves the card);
 * either way the answer is the app path to return to. Null for an unknown session.
 */
export async function completeCheckout(
  sessionId: string,
  choice: 'pay' | 'cancel',
): Promise<{ returnPath: string } | null> {
  const checkout = db.checkouts.findFirst((q) => q.where({ id: sessionId }));
  if (!checkout) return null;
  const cancelPath = '/billing/cancel';
  const successPath = `/billing/success?session_id=${encodeURIComponent(sessionId)}`;
  if (checkout.status !== 'open') return { returnPath: checkout.status === 'complete' ? successPath : cancelPath };
  await db.checkouts.update((q) => q.where({ id: sessionId }), {
    data: (draft) => void (draft.status = choice === 'pay' ? 'complete' : 'cancelled'),
  });
  if (choice === 'cancel') return { returnPath: cancelPath };
  const team = db.teams.findFirst((q) => q.where({ id: checkout.team_id }));
  const plan = checkout.plan_id ? db.plans.findFirst((q) => q.where({ id: checkout.plan_id ?? '' })) : undefined;
  if (team && checkout.mode === 'subscription' && plan) await activatePlan(team, plan, checkout.is_annual);
  if (team && checkout.mode === 'setup') await addCard(team.id);
  return { returnPath: successPath };
}
