import type { BillingCycle } from './plan-price';

/** A plan's cap: a number, or 'unlimited' (the app applies the spec's thresholds). */
export type PlanLimit = number | 'unlimited';

export interface PlanCardLimits {
  teamMembers: PlanLimit;
  socialAccounts: PlanLimit;
  postsPerDay: PlanLimit;
}

export interface PlanCardIncludes {
  scheduling: boolean;
  autoDelete: boolean;
  bulkDelete: boolean;
}

/** One plan as the cards show it; the app maps the server's plans (or the fallback plans) to this. */
export interface PlanCardModel {
  id: string;
  name: string;
  monthlyPrice: number;
  /** The app applies the spec's default (ten times monthly) before it gets here. */
  annualPrice: number;
  /** The server's interval label; 'Lifetime' reads as a one-off price. */
  interval?: string | null;
  description?: string | null;
  /** What the plan allows; the card's feature list is read from these and `includes`. */
  limits: PlanCardLimits;
  includes: PlanCardIncludes;
  /** The team's current plan: its button is disabled and reads 'Current Plan'. */
  isCurrent?: boolean;
  /** Highlighted with a 'Most Popular' badge. */
  isPopular?: boolean;
}

/** What the plan buttons do: call back, or link (the public page may send visitors to sign up). */
export interface PlanChoice {
  onChoosePlan?: (planId: string, cycle: BillingCycle) => void;
  /** When given, the buttons are links to this address instead of calling `onChoosePlan`. */
  planHref?: (planId: string, cycle: BillingCycle) => string;
}

/** The plan button's words: 'Current Plan' on the current plan, else 'Choose {name}'. */
export function defaultPlanCtaLabel(plan: PlanCardModel): string {
  return plan.isCurrent ? 'Current Plan' : `Choose ${plan.name}`;
}
