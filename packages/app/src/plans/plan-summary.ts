import { limitLeft, type PlanLimits } from '@causeway/api-client/domain';
import type { PlanSummaryState } from '@causeway/ui/screens/billing-shared/PlanSummary';
import type { ActivePlan } from './use-active-plan';

/**
 * The plan banner of a settings tab: the active plan's name and what is left of one of its limits
 * once `used` of it is taken (null while that count is not known).
 */
export function planSummary(plan: ActivePlan, limit: keyof PlanLimits, used: number | null): PlanSummaryState {
  if (plan.status !== 'ready') return { status: plan.status };
  const left = plan.limits && used !== null ? limitLeft(plan.limits[limit], used) : null;
  return { status: 'ready', name: plan.name, left };
}
