import { useState } from 'react';
import { Badge } from '../../../primitives/Badge';
import { Switch } from '../../../primitives/Switch';
import {
  emptyIf,
  LoadRegion,
  type LoadRegionEmpty,
  type LoadRegionError,
  type LoadStatus,
} from '../../../primitives/LoadRegion';
import { Skeleton } from '../../../primitives/Skeleton';
import { PlanCard } from './PlanCard';
import { defaultPlanCtaLabel, type PlanCardModel, type PlanChoice } from './plan-card-model';
import { annualSavingLabel, type BillingCycle } from './plan-price';
import * as styles from './PlanCards.css';

export interface PlanCardsProps extends PlanChoice {
  /** 'ready' with no plans reads as 'empty'. */
  status: LoadStatus;
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

const noPlans: LoadRegionEmpty = {
  title: 'No Plans Available',
  text: 'There are no plans to choose from right now. Please check back soon.',
};

const plansFailed: LoadRegionError = {
  title: 'Unable to Load Plans',
  text: 'Unable to load pricing plans. Please try again later.',
};

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

  const shown = emptyIf(status, plans.length === 0);

  return (
    <div className={styles.wrapper}>
      {/* The switch waits with the cards; without plans there is nothing to switch. */}
      {(shown === 'loading' || shown === 'ready') && (
        <div className={styles.toggle}>
          <Switch isSelected={cycle === 'annual'} onChange={changeCycle} isDisabled={shown === 'loading'}>
            Annual billing
          </Switch>
          <Badge tone="success">{annualSavingLabel}</Badge>
        </div>
      )}
      <LoadRegion
        status={shown}
        loadingLabel="Loading plans"
        skeleton={<PlanCardSkeletons />}
        empty={noPlans}
        error={plansFailed}
        onRetry={onRetry}
      >
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
      </LoadRegion>
    </div>
  );
}

function PlanCardSkeletons() {
  return (
    <div className={styles.grid}>
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
    </div>
  );
}
