import type { ResolvedPlan } from '@causeway/api-client';
import type { PlanCardModel } from '@causeway/ui/screens/billing-shared/PlanCards';

/** The plan the cards single out as the usual choice for a team. */
const popularPlanName = 'pro';

/** Server (or fallback) plans as the plan cards show them; plans with no id are left out. */
export function toPlanCards(plans: readonly ResolvedPlan[], currentPlanName?: string | null): PlanCardModel[] {
  const current = currentPlanName?.trim().toLowerCase();
  return plans.flatMap((plan) =>
    plan.id === null
      ? []
      : [
          {
            id: plan.id,
            name: plan.name,
            monthlyPrice: plan.price,
            annualPrice: plan.price_annual,
            interval: plan.interval,
            description: plan.description,
            limits: {
              teamMembers: plan.limits.team_members,
              socialAccounts: plan.limits.social_accounts,
              postsPerDay: plan.limits.posts_per_day,
            },
            includes: {
              scheduling: plan.includes_scheduling,
              autoDelete: plan.includes_auto_delete,
              bulkDelete: plan.includes_bulk_delete,
            },
            isCurrent: current !== undefined && plan.name.toLowerCase() === current,
            isPopular: plan.name.toLowerCase() === popularPlanName,
          },
        ],
  );
}
