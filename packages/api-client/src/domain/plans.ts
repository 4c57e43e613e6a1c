import type { Plan } from '../schemas/billing';

/** 100 or more team members means unlimited. */
export const unlimitedTeamMembers = 100;
/** 200 or more posts a day means unlimited. */
export const unlimitedPostsPerDay = 200;
/** Annual price when the server gives none: ten times the monthly price. */
export const annualPriceFactor = 10;
export const lifetimeInterval = 'Lifetime';

/** Ids of the plans by name, for plans the server sends without one. */
export const fallbackPlanIds = { Free: '1', Pro: '2', Business: '3', Enterprise: '4' } as const;
export type PlanName = keyof typeof fallbackPlanIds;

/** A plan with the product's defaults applied: an id, an annual price and its unlimited flags. */
export interface ResolvedPlan extends Plan {
  /** The server's id, else the fallback id of its name; null for an unknown name without id. */
  id: string | null;
  price_annual: number;
  is_lifetime: boolean;
  has_unlimited_members: boolean;
  has_unlimited_posts: boolean;
}

function roundToCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

export function annualPrice(plan: Pick<Plan, 'price' | 'price_annual'>): number {
  return plan.price_annual ?? roundToCents(plan.price * annualPriceFactor);
}

/** 'Lifetime' means the plan never renews (compared without regard to case). */
export function isLifetime(interval: string | null | undefined): boolean {
  return interval?.trim().toLowerCase() === lifetimeInterval.toLowerCase();
}

export function isUnlimitedMembers(maxTeamMembers: number | null | undefined): boolean {
  return typeof maxTeamMembers === 'number' && maxTeamMembers >= unlimitedTeamMembers;
}

export function isUnlimitedPosts(maxPostsPerDay: number | null | undefined): boolean {
  return typeof maxPostsPerDay === 'number' && maxPostsPerDay >= unlimitedPostsPerDay;
}

/** The fallback id of a plan name (Free 1, Pro 2, Business 3, Enterprise 4), case-insensitive. */
export function fallbackPlanId(name: string): string | null {
  const key = (Object.keys(fallbackPlanIds) as PlanName[]).find(
    (known) => known.toLowerCase() === name.trim().toLowerCase(),
  );
  return key ? fallbackPlanIds[key] : null;
}

export function resolvePlan(plan: Plan): ResolvedPlan {
  return {
    ...plan,
    id: plan.id ?? fallbackPlanId(plan.name),
    price_annual: annualPrice(plan),
    is_lifetime: isLifetime(plan.interval),
    has_unlimited_members: isUnlimitedMembers(plan.max_team_members),
    has_unlimited_posts: isUnlimitedPosts(plan.max_posts_per_day),
  };
}

function fallbackPlan(
  plan: Omit<Plan, 'price_annual' | 'interval' | 'is_active'> & { price_annual: number },
): ResolvedPlan {
  return resolvePlan({ ...plan, interval: 'monthly', is_active: true });
}

/**
 * The plans shown when the plan list cannot be read (accounts §9): Free, Pro and Enterprise.
 * "Unlimited" is expressed with the unlimited thresholds; "10 scheduled posts" is read as ten a day.
 */
export const fallbackPlans: readonly ResolvedPlan[] = [
  fallbackPlan({
    id: fallbackPlanIds.Free,
    name: 'Free',
    price: 0,
    price_annual: 0,
    description: null,
    features: ['1 social account', '10 scheduled posts', 'Single user'],
    max_team_members: 1,
    max_assets: 1,
    max_posts_per_day: 10,
    includes_scheduling: true,
    includes_auto_delete: false,
    includes_bulk_delete: false,
  }),
  fallbackPlan({
    id: fallbackPlanIds.Pro,
    name: 'Pro',
    price: 29,
    price_annual: 290,
    description: null,
    features: ['5 social accounts', 'Unlimited posts', 'Up to 3 team members'],
    max_team_members: 3,
    max_assets: 5,
    max_posts_per_day: unlimitedPostsPerDay,
    includes_scheduling: true,
    includes_auto_delete: true,
    includes_bulk_delete: true,
  }),
  fallbackPlan({
    id: fallbackPlanIds.Enterprise,
    name: 'Enterprise',
    price: 99,
    price_annual: 990,
    description: null,
    features: ['Unlimited social accounts', 'Unlimited team members', 'API access', 'White label'],
    max_team_members: unlimitedTeamMembers,
    max_assets: null,
    max_posts_per_day: unlimitedPostsPerDay,
    includes_scheduling: true,
    includes_auto_delete: true,
    includes_bulk_delete: true,
  }),
];
