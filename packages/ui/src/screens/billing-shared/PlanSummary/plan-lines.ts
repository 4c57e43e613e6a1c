import type { PlanLimit } from '../PlanCards/plan-card-model';

/** What a plan limit counts, as the settings tabs say what is left of it. */
export type PlanAllowance = 'members' | 'social accounts';

/**
 * What is left of a plan's limit, in the spec's wording ('1 member left', '2 social accounts left'),
 * or 'Unlimited …' past the spec's thresholds.
 */
export function allowanceLeftText(allowance: PlanAllowance, left: PlanLimit): string {
  if (left === 'unlimited') return `Unlimited ${allowance}`;
  const noun = left === 1 ? allowance.replace(/s$/, '') : allowance;
  return `${left} ${noun} left`;
}

/** 'Free Plan' for 'Free' (Manage Social Account's wording), without doubling a name that already says it. */
export function withPlanWord(name: string): string {
  return /\bplan$/i.test(name.trim()) ? name : `${name} Plan`;
}
