import type { PlanCardModel, PlanLimit } from './plan-card-model';
import { isLifetimeInterval } from './plan-price';

/** One line of a plan card's list; what the plan leaves out is listed too, marked as such. */
export interface PlanFeature {
  text: string;
  included: boolean;
}

function socialAccountsText(limit: PlanLimit): string {
  if (limit === 'unlimited') return 'Unlimited social accounts';
  return limit === 1 ? '1 social account' : `${limit} social accounts`;
}

function postsPerDayText(limit: PlanLimit): string {
  if (limit === 'unlimited') return 'Unlimited posts per day';
  return limit === 1 ? '1 post per day' : `${limit} posts per day`;
}

function teamMembersText(limit: PlanLimit): string {
  if (limit === 'unlimited') return 'Unlimited team members';
  return limit <= 1 ? 'Single user' : `Up to ${limit} team members`;
}

/** A plan card's list, read from the plan's limits, what it includes and its interval. */
export function planFeatures(plan: Pick<PlanCardModel, 'limits' | 'includes' | 'interval'>): PlanFeature[] {
  const { limits, includes } = plan;
  return [
    ...(isLifetimeInterval(plan.interval) ? [{ text: 'Lifetime access', included: true }] : []),
    { text: socialAccountsText(limits.socialAccounts), included: true },
    { text: postsPerDayText(limits.postsPerDay), included: true },
    { text: teamMembersText(limits.teamMembers), included: true },
    { text: 'Scheduled posts, stories and reels', included: includes.scheduling },
    { text: 'Auto delete after 30 days', included: includes.autoDelete },
    { text: 'Bulk delete', included: includes.bulkDelete },
  ];
}
