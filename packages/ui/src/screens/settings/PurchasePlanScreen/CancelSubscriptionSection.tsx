import { CircleX } from 'lucide-react';
import { useState } from 'react';
import { Banner } from '../../../primitives/Banner';
import { Button } from '../../../primitives/Button';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { SkeletonRows } from '../../../primitives/Skeleton';
import { LoadRegion } from '../../../primitives/LoadRegion';
import { billingDate } from '../../billing-shared/billing-format';
import type { BillingActionResult, SubscriptionState } from '../../billing-shared/team-subscription';
import { SettingsSection } from '../parts/SettingsSection';
import * as shared from '../settings-screen.css';
import { planMessages } from './rules';

export interface CancelSubscriptionSectionProps {
  /** The active team's name; null without one. */
  teamName: string | null;
  subscription: SubscriptionState;
  onRetry: () => void;
  /** Called once the person has confirmed; the dialog waits for it. */
  onCancel: () => Promise<BillingActionResult>;
}

/**
 * The Cancel Subscription section (accounts §2): the team's running plan with a Cancel
 * Subscription button that asks first; a cancelled plan says until when it lasts.
 */
export function CancelSubscriptionSection({
  teamName,
  subscription,
  onRetry,
  onCancel,
}: CancelSubscriptionSectionProps) {
  const [isAsking, setAsking] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Extract<BillingActionResult, { ok: false }> | null>(null);

  const plan = subscription.status === 'ready' ? subscription.subscription : null;
  const periodEnd = plan?.periodEnd ? billingDate(plan.periodEnd) : null;
  const canCancel = plan !== null && plan.isActive && !plan.isCancelled;

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    const result = await onCancel();
    setBusy(false);
    setAsking(false);
    if (!result.ok) setFailure(result);
  };

  const content = () => {
    if (plan?.isActive && plan.isCancelled) {
      return (
        <Banner tone="info" title={planMessages.cancelledTitle}>
          {planMessages.cancelled(plan.planName, periodEnd)}
        </Banner>
      );
    }
    if (!canCancel) return <p className={shared.sectionText}>{planMessages.nothingToCancel(teamName ?? '')}</p>;
    return (
      <>
        <p className={shared.sectionText}>
          {teamName} is on the {plan.planName} plan.{' '}
          {periodEnd
            ? `Cancelling stops it renewing; access continues until ${periodEnd}.`
            : 'Cancelling ends it at once.'}
        </p>
        <div className={shared.actions}>
          <Button variant="danger" onPress={() => setAsking(true)}>
            <CircleX size={16} aria-hidden="true" />
            Cancel Subscription
          </Button>
        </div>
      </>
    );
  };

  return (
    <SettingsSection title="Cancel Subscription" description="Stop the team's plan from renewing.">
      {failure && (
        <Banner tone="error" title={failure.title} onDismiss={() => setFailure(null)}>
          {failure.detail}
        </Banner>
      )}
      {teamName === null ? (
        <p className={shared.sectionText}>{planMessages.noActiveTeam}</p>
      ) : (
        <LoadRegion
          status={subscription.status}
          loadingLabel="Loading the subscription"
          skeleton={<SkeletonRows rows={2} />}
          error={{ title: planMessages.subscriptionError, text: subscription.errorMessage }}
          onRetry={onRetry}
        >
          {content()}
        </LoadRegion>
      )}
      <ConfirmDialog
        isOpen={isAsking}
        onOpenChange={setAsking}
        title="Cancel Subscription"
        message={`Cancel the ${plan?.planName ?? ''} plan of ${teamName ?? 'this team'}? ${
          periodEnd ? `It stays active until ${periodEnd} and does not renew.` : 'It ends at once.'
        }`}
        cancelLabel="Keep Subscription"
        confirmLabel="Cancel Subscription"
        tone="danger"
        isBusy={isBusy}
        busyLabel="Cancelling..."
        onConfirm={() => void confirm()}
      />
    </SettingsSection>
  );
}
