import { Crown } from 'lucide-react';
import { Inline } from '../../../primitives/Inline';
import { Link } from '../../../primitives/Link';
import { Stack } from '../../../primitives/Stack';
import { useUiPaths } from '../../../primitives/UiProvider';
import type { PlanLimit } from '../PlanCards/plan-card-model';
import { allowanceLeftText, withPlanWord, type PlanAllowance } from './plan-lines';
import * as styles from './PlanSummary.css';

/** The active team's plan as the settings tabs show it; the app works it out from the team's subscription and the plans. */
export type PlanSummaryState =
  | { status: 'loading' }
  | { status: 'error' }
  | {
      status: 'ready';
      /** The plan's name; null when the team has no active plan. */
      name: string | null;
      /** What is left of the plan's limit; null when it cannot be told (the plan's limits or the count are not known). */
      left: PlanLimit | null;
    };

export interface PlanSummaryProps {
  /** The region's name. */
  label: string;
  plan: PlanSummaryState;
  /** What the limit shown counts. */
  allowance: PlanAllowance;
  /** 'Free Plan' rather than 'Free' (Manage Social Account's wording). */
  sayPlan?: boolean;
}

const planTexts = {
  loading: 'Loading plan...',
  failed: 'The plan could not be loaded.',
  none: 'No Active Plan',
  seePlans: 'See Plans',
} as const;

/**
 * The plan banner of Team Management and Manage Social Account (accounts §2): the active team's plan
 * and what is left of it (members, or social accounts), computed from the plan's limits, with the
 * way to the plans.
 */
export function PlanSummary({ label, plan, allowance, sayPlan = false }: PlanSummaryProps) {
  const paths = useUiPaths();
  const name =
    plan.status === 'ready'
      ? plan.name === null
        ? planTexts.none
        : sayPlan
          ? withPlanWord(plan.name)
          : plan.name
      : null;
  return (
    <section aria-label={label} aria-busy={plan.status === 'loading' || undefined} className={styles.plan}>
      <Inline space="3" justify="between">
        <Inline space="3" wrap={false}>
          <Crown size={20} aria-hidden="true" className={styles.planIcon} />
          <Stack space="1">
            <span className={styles.planLabel}>Plan</span>
            {name !== null ? (
              <span className={styles.planName}>{name}</span>
            ) : (
              <span className={styles.planPending}>
                {plan.status === 'loading' ? planTexts.loading : planTexts.failed}
              </span>
            )}
          </Stack>
        </Inline>
        <Inline space="3">
          {plan.status === 'ready' && plan.name !== null && plan.left !== null && (
            <span>{allowanceLeftText(allowance, plan.left)}</span>
          )}
          <Link href={paths.controlTower.plan}>{planTexts.seePlans}</Link>
        </Inline>
      </Inline>
    </section>
  );
}
