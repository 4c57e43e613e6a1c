import { fallbacks } from '@causeway/api-client';
import { freePlanErrorKind } from '@causeway/api-client/domain';
import {
  PurchasePlanScreen,
  isFreePlan,
  planMessages,
  type BillingActionResult,
  type BillingCycle,
  type PlanCardModel,
  type PlanOutcome,
} from '@causeway/ui/screens/settings/PurchasePlanScreen';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { accountQueries } from '../session/queries';
import { browserLocation } from '../lib/browser-location';
import { failureDetail, messageOf } from '../lib/errors';
import { storedSession } from '../lib/storage';
import { paths } from '../routes/paths';
import { activeTeamAtom } from '../session/active-team-atoms';
import { hasSession } from '../session/has-session';
import { toTeamSubscription } from './billing-rows';
import { checkoutStep } from './checkout-reply';
import { toPlanCards } from '../plans/plan-cards';
import { planQueries } from '../plans/queries';
import { billingMutations, billingQueries } from './queries';

/** After the switch to Free, the Billing tab opens this long after the success dialog (accounts §9). */
export const afterPlanChangeMs = 2000;

/** What the dialog says once a choice has ended, and what follows when it is closed. */
type Ended = PlanOutcome & { then?: 'reload' };

const checkoutFallback = fallbacks.billing.createCheckoutSession;

/** A failed switch to Free (accounts §8, Free plan errors). */
function freePlanFailure(error: unknown): Ended {
  switch (freePlanErrorKind(error)) {
    case 'already-active':
      return { tone: 'error', title: planMessages.cannotSwitchTitle, message: planMessages.cannotSwitch };
    case 'active-plan':
      return { tone: 'error', title: planMessages.activePlanTitle, message: messageOf(error) };
    default:
      return {
        tone: 'error',
        title: planMessages.freeErrorTitle,
        message: failureDetail(error, checkoutFallback) ?? planMessages.freeFailed,
      };
  }
}

/**
 * /control-tower/plan and /control-tower/pricing (accounts §2, §4): the plans with the active
 * team's current one marked. A paid plan asks for a checkout session and the browser goes to its
 * page (http(s) only); a trial's message is shown, then the page reloads; Free, once confirmed,
 * switches and opens Billing 2 s after saying so. The Cancel Subscription section cancels the
 * team's plan after asking.
 */
export function PurchasePlanPage() {
  const team = useAtomValue(activeTeamAtom);
  const teamId = team?.id ?? '';
  const navigate = useNavigate();
  const enabled = () => team !== null && hasSession();

  const plans = useQuery(planQueries.list());
  const subscription = useQuery({ ...billingQueries.subscriptionDetails(teamId), enabled });
  const account = useQuery(accountQueries.details());
  const checkout = useMutation(billingMutations.createCheckoutSession(teamId));
  const cancel = useMutation(billingMutations.cancelSubscription(teamId));

  const [pendingPlanId, setPendingPlanId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Ended | null>(null);
  const [switchedTo, setSwitchedTo] = useState<string | null>(null);

  // Switched to Free: Billing opens 2 s after the success dialog, whether or not it was closed.
  useEffect(() => {
    if (switchedTo === null) return;
    const timer = setTimeout(() => void navigate(paths.controlTower.billing), afterPlanChangeMs);
    return () => clearTimeout(timer);
  }, [switchedTo, navigate]);

  const current = toTeamSubscription(subscription.data);

  const choosePlan = async (plan: PlanCardModel, cycle: BillingCycle) => {
    if (!team) return;
    const isFree = isFreePlan(plan);
    setPendingPlanId(plan.id);
    try {
      const reply = await checkout.mutateAsync({
        plan_id: plan.id,
        email: account.data?.email ?? storedSession.userEmail() ?? '',
        is_annual: cycle === 'annual',
      });
      if (isFree) {
        setOutcome({
          tone: 'success',
          title: planMessages.switchedTitle,
          message: `${planMessages.switched(team.name)} ${planMessages.toBilling}`,
        });
        setSwitchedTo(plan.id);
        return;
      }
      const step = checkoutStep(reply);
      if (step.kind === 'go') {
        // The button keeps waiting while the browser leaves for the payment page.
        browserLocation.assign(step.url);
        return;
      }
      setOutcome(
        step.kind === 'trial'
          ? { tone: 'success', title: planMessages.trialTitle, message: step.message, then: 'reload' }
          : {
              tone: 'error',
              title: planMessages.checkoutError,
              message: step.message ?? planMessages.subscriptionFailed,
            },
      );
    } catch (error) {
      setOutcome(
        isFree
          ? freePlanFailure(error)
          : {
              tone: 'error',
              title: planMessages.checkoutError,
              message: failureDetail(error, checkoutFallback) ?? planMessages.checkoutFailed,
            },
      );
    }
    setPendingPlanId(null);
  };

  const cancelSubscription = async (): Promise<BillingActionResult> => {
    try {
      await cancel.mutateAsync();
      return { ok: true };
    } catch (error) {
      return {
        ok: false,
        title: planMessages.cancelFailed,
        detail: failureDetail(error, fallbacks.billing.cancelSubscription),
      };
    }
  };

  return (
    <PurchasePlanScreen
      team={team}
      plans={{
        status: plans.isPending ? 'loading' : plans.isError ? 'error' : 'ready',
        items: plans.data ? toPlanCards(plans.data, current?.isActive ? current.planName : null) : [],
      }}
      onRetryPlans={() => void plans.refetch()}
      onChoosePlan={choosePlan}
      pendingPlanId={pendingPlanId}
      outcome={outcome}
      onOutcomeClose={() => {
        // A trial has started: the page reloads, as the server's plan now stands (accounts §4).
        if (outcome?.then === 'reload') browserLocation.reload();
        setOutcome(null);
      }}
      subscription={{
        status: subscription.isPending ? 'loading' : subscription.isError ? 'error' : 'ready',
        subscription: current,
        errorMessage: subscription.isError
          ? failureDetail(subscription.error, fallbacks.billing.subscriptionDetails)
          : undefined,
      }}
      onRetrySubscription={() => void subscription.refetch()}
      onCancelSubscription={cancelSubscription}
    />
  );
}
