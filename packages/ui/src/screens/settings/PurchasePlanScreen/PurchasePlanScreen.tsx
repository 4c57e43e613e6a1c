import { useState } from 'react';
import { Banner } from '../../../primitives/Banner';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import type { LoadStatus } from '../../../primitives/LoadRegion';
import { ResultDialog } from '../../../primitives/ResultDialog';
import { Stack } from '../../../primitives/Stack';
import { PlanCards, type BillingCycle, type PlanCardModel } from '../../billing-shared/PlanCards';
import type { BillingActionResult, SubscriptionState } from '../../billing-shared/team-subscription';
import * as shared from '../settings-screen.css';
import { CancelSubscriptionSection } from './CancelSubscriptionSection';
import { isFreePlan, planMessages } from './rules';

/** How choosing a plan ended, when it did not leave for the payment page: a dialog says so. */
export interface PlanOutcome {
  tone: 'success' | 'error';
  title: string;
  message: string;
}

export interface PurchasePlanScreenProps {
  /** The active team; plan actions need one. */
  team: { id: string; name: string } | null;
  plans: { status: LoadStatus; items: readonly PlanCardModel[] };
  onRetryPlans: () => void;
  /**
   * A plan was chosen (the Free plan once confirmed). Resolves when the app has answered: with an
   * outcome to show, or on its way to the payment page.
   */
  onChoosePlan: (plan: PlanCardModel, cycle: BillingCycle) => Promise<void>;
  /** The plan whose choice is being processed: its button spins, the others wait. */
  pendingPlanId?: string | null;
  /** A dialog saying how the choice ended; `onOutcomeClose` when it is closed. */
  outcome?: PlanOutcome | null;
  onOutcomeClose: () => void;
  /** The team's subscription, for the Cancel Subscription section. */
  subscription: SubscriptionState;
  onRetrySubscription: () => void;
  onCancelSubscription: () => Promise<BillingActionResult>;
}

/**
 * The Purchase Plan tab (accounts §2): the plans with the monthly / annual switch ('Save 35%') and
 * the team's current plan marked; a paid plan goes to checkout, Free asks first (a downgrade); the
 * Cancel Subscription section below.
 */
export function PurchasePlanScreen({
  team,
  plans,
  onRetryPlans,
  onChoosePlan,
  pendingPlanId,
  outcome,
  onOutcomeClose,
  subscription,
  onRetrySubscription,
  onCancelSubscription,
}: PurchasePlanScreenProps) {
  const [isNoTeamShown, setNoTeamShown] = useState(false);
  const [freeChoice, setFreeChoice] = useState<{ plan: PlanCardModel; cycle: BillingCycle } | null>(null);
  const [isSwitching, setSwitching] = useState(false);
  // The dialog keeps its words while it closes.
  const [shownOutcome, setShownOutcome] = useState(outcome);
  if (outcome && outcome !== shownOutcome) setShownOutcome(outcome);

  const choose = (planId: string, cycle: BillingCycle) => {
    const plan = plans.items.find((each) => each.id === planId);
    if (!plan) return;
    if (!team) setNoTeamShown(true);
    else if (isFreePlan(plan)) setFreeChoice({ plan, cycle });
    else void onChoosePlan(plan, cycle);
  };

  const switchToFree = async () => {
    if (!freeChoice) return;
    setSwitching(true);
    try {
      await onChoosePlan(freeChoice.plan, freeChoice.cycle);
    } finally {
      setSwitching(false);
      setFreeChoice(null);
    }
  };

  return (
    <Stack space="6">
      <Stack space="1">
        <h2 className={shared.title}>Purchase Plan</h2>
        <p className={shared.lead}>
          {team
            ? `Choose the plan for ${team.name}. Paying annually costs less.`
            : 'Choose the plan for your team. Paying annually costs less.'}
        </p>
      </Stack>

      {!team && (
        <Banner tone="warning" title={planMessages.noActiveTeamTitle}>
          {planMessages.noActiveTeam}
        </Banner>
      )}

      <section aria-label="Plans">
        <PlanCards
          status={plans.status}
          plans={plans.items}
          onRetry={onRetryPlans}
          onChoosePlan={choose}
          pendingPlanId={pendingPlanId}
          headingLevel={3}
        />
      </section>

      <CancelSubscriptionSection
        teamName={team?.name ?? null}
        subscription={subscription}
        onRetry={onRetrySubscription}
        onCancel={onCancelSubscription}
      />

      <ConfirmDialog
        isOpen={freeChoice !== null}
        onOpenChange={(isOpen) => !isOpen && setFreeChoice(null)}
        title={planMessages.freeConfirmTitle}
        message={planMessages.freeConfirm(team?.name ?? 'this team')}
        confirmLabel="Switch to Free"
        tone="danger"
        isBusy={isSwitching}
        busyLabel="Switching..."
        onConfirm={() => void switchToFree()}
      />
      <ResultDialog
        isOpen={outcome != null}
        onOpenChange={(isOpen) => !isOpen && onOutcomeClose()}
        tone={shownOutcome?.tone ?? 'success'}
        title={shownOutcome?.title ?? ''}
        message={shownOutcome?.message ?? ''}
      />
      <ResultDialog
        isOpen={isNoTeamShown}
        onOpenChange={setNoTeamShown}
        tone="error"
        title={planMessages.noActiveTeamTitle}
        message={planMessages.noActiveTeam}
      />
    </Stack>
  );
}
