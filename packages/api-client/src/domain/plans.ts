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

/** A plan's cap as people read it: a number, or 'unlimited'. */
export type PlanLimit = number | 'unlimited';

/** What a plan allows, with the unlimited thresholds applied. */
export interface PlanLimits {
  team_members: PlanLimit;
  social_accounts: PlanLimit;
  posts_per_day: PlanLimit;
}

/** A plan with the product's defaults applied: an id, an annual price and its limits. */
export interface ResolvedPlan extends Plan {
  /** The server's id, else the fallback id of its name; null for an unknown name without id. */
  id: string | null;
  price_annual: number;
  is_lifetime: boolean;
  limits: PlanLimits;
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

/** A cap the plan leaves unset caps nothing. */
function limitOf(max: number | null | undefined, unlimitedFrom = Number.POSITIVE_INFINITY): PlanLimit {
  return typeof max !== 'number' || max >= unlimitedFrom ? 'unlimited' : max;
}

export function isUnlimitedMembers(maxTeamMembers: number | null | undefined): boolean {
  return limitOf(maxTeamMembers, unlimitedTeamMembers) === 'unlimited';
}

export function isUnlimitedPosts(maxPostsPerDay: number | null | undefined): boolean {
  return limitOf(maxPostsPerDay, unlimitedPostsPerDay) === 'unlimited';
}

/** Members from 100 and posts a day from 200 are unlimited; social accounts have no such threshold. */
export function planLimits(plan: Pick<Plan, 'max_team_members' | 'max_assets' | 'max_posts_per_day'>): PlanLimits {
  return {
    team_members: limitOf(plan.max_team_members, unlimitedTeamMembers),
    social_accounts: limitOf(plan.max_assets),
    posts_per_day: limitOf(plan.max_posts_per_day, unlimitedPostsPerDay),
  };
}

/** What is left of a limit once `used` of it is taken: never below 0. */
export function limitLeft(limit: PlanLimit, used: number): PlanLimit {
  return limit === 'unlimited' ? limit : Math.max(0, limit - used);
}

/** The fallback id of a plan name (Free 1, Pro 2, Business 3, Enterprise 4), case-insensitive. */
export function fallbackPlanId(name: string): string | null {
  const key = (Object.keys(fallbackPlanIds) as PlanName[]).find(
    (known) => known.toLowerCase() === name.trim().toLowerCase(),
  );
  return key ? fallbackPlanIds[key] : null;
}

/** The plan of that name (as a subscription names it: case and surrounding spaces aside), if listed. */
export function planNamed<T extends Pick<Plan, 'name'>>(plans: readonly T[], name: string): T | undefined {
  const wanted = name.trim().toLowerCase();
  return plans.find((plan) => plan.name.trim().toLowerCase() === wanted);
}

export function resolvePlan(plan: Plan): ResolvedPlan {
  return {
    ...plan,
    id: plan.id ?? fallbackPlanId(plan.name),
    price_annual: annualPrice(plan),
    is_lifetime: isLifetime(plan.interval),
    limits: planLimits(plan),
  };
}

function fallbackPlan(
  plan: Omit<Plan, 'price_annual' | 'interval' | 'is_active'> & { price_annual: number },
): ResolvedPlan {
  return resolvePlan({ ...plan, interval: 'monthly', is_active: true });
}

/**
 * The plans shown when the plan list cannot be read (accounts §9): Free, Pro and Enterprise.
 * "Unlimited" is expressed with the unlimited thresholds (accounts: no cap); "10 scheduled posts" is
 * read as ten a day. What the fields cannot say (API access, white label) is the description.
 */
export const fallbackPlans: readonly ResolvedPlan[] = [
  fallbackPlan({
    id: fallbackPlanIds.Free,
    name: 'Free',
    price: 0,
    price_annual: 0,
    description: null,
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
    description: 'With API access and white label.',
    max_team_members: unlimitedTeamMembers,
    max_assets: null,
    max_posts_per_day: unlimitedPostsPerDay,
    includes_scheduling: true,
    includes_auto_delete: true,
    includes_bulk_delete: true,
  }),
];
