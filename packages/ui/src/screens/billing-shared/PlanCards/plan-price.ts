export type BillingCycle = 'monthly' | 'annual';

/** The spec's label for annual billing. */
export const annualSavingLabel = 'Save 35%';

/** 'Lifetime' means the plan is paid once and never renews (compared without regard to case). */
export function isLifetimeInterval(interval: string | null | undefined): boolean {
  return interval?.trim().toLowerCase() === 'lifetime';
}

const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** '$29' for whole amounts, '$9.99' otherwise. */
export function formatAmount(amount: number): string {
  return Number.isInteger(amount) ? wholeDollars.format(amount) : withCents.format(amount);
}

export interface PricedPlan {
  monthlyPrice: number;
  annualPrice: number;
  interval?: string | null;
}

export interface PlanPriceText {
  /** '$29' */
  amount: string;
  /** '/month', '/year', ' one-time', or nothing for a free plan */
  period: string;
  /** A line under the price: how it is billed. */
  note: string;
}

/**
 * How a plan's price reads for a billing cycle: '$29/month', '$290/year', a one-off lifetime price,
 * or '$0' for a plan that costs nothing (the Free plan comes as 'Lifetime', yet nothing is paid once).
 */
export function planPriceText(plan: PricedPlan, cycle: BillingCycle): PlanPriceText {
  if (plan.monthlyPrice === 0 && plan.annualPrice === 0) {
    return { amount: formatAmount(0), period: '', note: 'Free forever' };
  }
  if (isLifetimeInterval(plan.interval)) {
    return { amount: formatAmount(plan.monthlyPrice), period: ' one-time', note: 'Pay once, yours for life' };
  }
  if (cycle === 'annual') {
    return { amount: formatAmount(plan.annualPrice), period: '/year', note: 'Billed annually' };
  }
  return { amount: formatAmount(plan.monthlyPrice), period: '/month', note: 'Billed monthly' };
}
