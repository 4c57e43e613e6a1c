import { isSubscriptionActive, planNamed, type PlanLimits } from '@causeway/api-client/domain';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { activeTeamAtom } from '../session/active-team-atoms';
import { hasSession } from '../session/has-session';
import { planQueries } from './queries';
import { subscriptionQueries } from './team-subscription';

/** The active team's plan: its name (null: no active plan) and its limits (null: not known). */
export type ActivePlan =
  { status: 'loading' | 'error' } | { status: 'ready'; name: string | null; limits: PlanLimits | null };

/**
 * The active team's plan, as its subscription names it, with the limits of the plan of that name in
 * the plan list. Without the list (or with a plan it does not have) the name alone is known.
 */
export function useActivePlan(): ActivePlan {
  const team = useAtomValue(activeTeamAtom);
  const subscription = useQuery({
    ...subscriptionQueries.details(team?.id ?? ''),
    enabled: () => team !== null && hasSession(),
  });
  const plans = useQuery(planQueries.list());

  // Without a team there is no team plan.
  if (team === null) return { status: 'ready', name: null, limits: null };
  if (subscription.isPending) return { status: 'loading' };
  if (subscription.isError) return { status: 'error' };
  if (!isSubscriptionActive(subscription.data)) return { status: 'ready', name: null, limits: null };
  const planName = subscription.data?.plan_name ?? '';
  if (plans.isPending) return { status: 'loading' };
  const plan = plans.data ? planNamed(plans.data, planName) : undefined;
  return { status: 'ready', name: plan?.name ?? planName, limits: plan?.limits ?? null };
}
