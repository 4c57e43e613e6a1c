import { useState } from 'react';
import { Badge } from '../../../primitives/Badge';
import { Switch } from '../../../primitives/Switch';
import { LoadingRegion } from '../../public/parts/LoadingRegion';
import { Skeleton } from '../../public/parts/Skeleton';
import { StatePanel } from '../../public/parts/StatePanel';
import { PlanCard } from './PlanCard';
import { defaultPlanCtaLabel, type PlanCardModel, type PlanChoice } from './plan-card-model';
import { annualSavingLabel, type BillingCycle } from './plan-price';
import * as styles from './PlanCards.css';

export type PlanCardsStatus = 'loading' | 'ready' | 'error';

export interface PlanCardsProps extends PlanChoice {
  status: PlanCardsStatus;
  plans: readonly PlanCardModel[];
  /** Shown on the error state as 'Try Again'. */
  onRetry?: () => void;
  /** The billing cycle, when the parent keeps it; else the cards keep their own (monthly first). */
  cycle?: BillingCycle;
  defaultCycle?: BillingCycle;
  onCycleChange?: (cycle: BillingCycle) => void;
  /** The plan buttons' words; 'Choose {name}' and 'Current Plan' unless told otherwise. */
  getCtaLabel?: (plan: PlanCardModel) => string;
  /** The plan whose choice is being processed: its button spins, the others wait. */
  pendingPlanId?: string | null;
  pendingLabel?: string;
  /** The plan names' heading level: 2 on the pricing page, 3 inside a settings tab. */
  headingLevel?: 2 | 3;
}

const skeletonCount = 3;

/**
 * The plans as cards, with the monthly/annual switch ('Save 35%'), on the public pricing page and
 * the settings Purchase Plan tab. Loading shows skeleton cards; no plans reads 'No Plans Available';
 * a failure reads 'Unable to Load Plans' with a retry.
 */
export function PlanCards({
  status,
  plans,
  onRetry,
  cycle: controlledCycle,
  defaultCycle = 'monthly',
  onCycleChange,
  getCtaLabel = defaultPlanCtaLabel,
  pendingPlanId,
  pendingLabel = 'Processing...',
  headingLevel = 2,
  onChoosePlan,
  planHref,
}: PlanCardsProps) {
  const [ownCycle, setOwnCycle] = useState<BillingCycle>(defaultCycle);
  const cycle = controlledCycle ?? ownCycle;

  function changeCycle(isAnnual: boolean) {
    const next: BillingCycle = isAnnual ? 'annual' : 'monthly';
    setOwnCycle(next);
    onCycleChange?.(next);
  }

  if (status === 'error') {
    return (
      <StatePanel tone="error" title="Unable to Load Plans" onRetry={onRetry}>
        Unable to load pricing plans. Please try again later.
      </StatePanel>
    );
  }

  if (status === 'ready' && plans.length === 0) {
    return (
      <StatePanel tone="empty" title="No Plans Available">
        There are no plans to choose from right now. Please check back soon.
      </StatePanel>
    );
  }

  return (
    <div className={styles.wrapper}>
      <div className={styles.toggle}>
        <Switch isSelected={cycle === 'annual'} onChange={changeCycle} isDisabled={status === 'loading'}>
          Annual billing
        </Switch>
        <Badge tone="success">{annualSavingLabel}</Badge>
      </div>

      {status === 'loading' ? (
        <LoadingRegion label="Loading plans" className={styles.grid}>
          {Array.from({ length: skeletonCount }, (_, index) => (
            <div key={index} className={styles.card({ highlight: 'none' })}>
              <div className={styles.cardBody}>
                <Skeleton shape="title" width="medium" />
                <Skeleton shape="price" width="short" />
                <Skeleton width="long" />
                <Skeleton width="medium" />
                <Skeleton width="long" />
                <div className={styles.cta}>
                  <Skeleton shape="button" />
                </div>
              </div>
            </div>
          ))}
        </LoadingRegion>
      ) : (
        <ul className={styles.grid}>
          {plans.map((plan) => (
            <PlanCard
              key={plan.id}
              onChoosePlan={onChoosePlan}
              planHref={planHref}
              plan={plan}
              cycle={cycle}
              ctaLabel={getCtaLabel(plan)}
              headingLevel={headingLevel}
              isPending={pendingPlanId === plan.id}
              isDisabled={pendingPlanId != null && pendingPlanId !== plan.id}
              pendingLabel={pendingLabel}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
