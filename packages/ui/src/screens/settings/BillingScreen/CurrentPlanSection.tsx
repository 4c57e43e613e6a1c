import { CreditCard, RotateCw } from 'lucide-react';
import { Link } from 'react-aria-components';
import { Badge, capitalise } from '../../../primitives/Badge';
import { Banner } from '../../../primitives/Banner';
import { Button } from '../../../primitives/Button';
import { button } from '../../../primitives/Button/Button.css';
import { Inline } from '../../../primitives/Inline';
import { Link as TextLink } from '../../../primitives/Link';
import { LoadRegion } from '../../../primitives/LoadRegion';
import { SkeletonRows } from '../../../primitives/Skeleton';
import { Stack } from '../../../primitives/Stack';
import { useUiPaths } from '../../../primitives/UiProvider';
import { billingDate, intervalName, money, perInterval } from '../../billing-shared/billing-format';
import type { SubscriptionState, TeamSubscription } from '../../billing-shared/team-subscription';
import { SettingsSection } from '../parts/SettingsSection';
import { billingMessages } from './rules';
import * as styles from './BillingScreen.css';

export interface CurrentPlanSectionProps {
  teamName: string;
  subscription: SubscriptionState;
  onRetry: () => void;
  /** 'Refresh subscription data': the details are cleared and fetched again. */
  onRefresh: () => void;
  isRefreshing?: boolean;
}

/**
 * The current plan card (accounts §2): name, price, interval, status and trial; the period end
 * reads 'Renews' or 'Expires'; a cancelled plan says until when it lasts; without an active plan,
 * 'No Active Plan' and the way to subscribe.
 */
export function CurrentPlanSection({
  teamName,
  subscription,
  onRetry,
  onRefresh,
  isRefreshing,
}: CurrentPlanSectionProps) {
  const paths = useUiPaths();
  const plan = subscription.subscription;
  const hasPlan = plan !== null && plan.isActive;
  const status = subscription.status === 'ready' && !hasPlan ? 'empty' : subscription.status;

  return (
    <SettingsSection
      title="Current Plan"
      description={`The plan ${teamName} is on.`}
      actions={
        <Button variant="quiet" size="small" onPress={onRefresh} isPending={isRefreshing} pendingLabel="Refreshing...">
          <RotateCw size={16} aria-hidden="true" />
          {billingMessages.refresh}
        </Button>
      }
    >
      <LoadRegion
        status={status}
        loadingLabel="Loading the subscription"
        skeleton={<SkeletonRows rows={3} />}
        empty={{
          icon: <CreditCard size={32} />,
          title: billingMessages.noActivePlan,
          text: billingMessages.noActivePlanText(teamName),
          action: (
            <Link href={paths.controlTower.plan} className={button({ variant: 'primary' })}>
              Subscribe to Plan
            </Link>
          ),
        }}
        error={{ title: billingMessages.subscriptionError, text: subscription.errorMessage }}
        onRetry={onRetry}
      >
        {hasPlan && <PlanDetails plan={plan} planPath={paths.controlTower.plan} />}
      </LoadRegion>
    </SettingsSection>
  );
}

function PlanDetails({ plan, planPath }: { plan: TeamSubscription; planPath: string }) {
  const periodEnd = plan.periodEnd ? billingDate(plan.periodEnd) : null;
  const interval = intervalName(plan.interval);
  return (
    <Stack space="4">
      <div className={styles.planHead}>
        <Inline space="2">
          <p className={styles.planName}>{plan.planName}</p>
          {plan.isOnTrial && <Badge tone="info">{billingMessages.trial}</Badge>}
        </Inline>
        {plan.price !== null && (
          <p className={styles.price}>
            {money(plan.price)}
            <span className={styles.period}>{perInterval(plan.interval)}</span>
          </p>
        )}
      </div>
      <dl className={styles.facts}>
        {interval && (
          <div className={styles.fact}>
            <dt className={styles.term}>Billing cycle</dt>
            <dd className={styles.value}>{interval}</dd>
          </div>
        )}
        <div className={styles.fact}>
          <dt className={styles.term}>Status</dt>
          <dd className={styles.value}>
            <Inline space="1">
              <Badge tone="success">{capitalise(plan.status ?? 'active')}</Badge>
              {plan.isCancelled && <Badge tone="warning">Cancelled</Badge>}
            </Inline>
          </dd>
        </div>
        {periodEnd && (
          <div className={styles.fact}>
            <dt className={styles.term}>{plan.autoRenew ? billingMessages.renews : billingMessages.expires}</dt>
            <dd className={styles.value}>{periodEnd}</dd>
          </div>
        )}
      </dl>
      {plan.isCancelled && (
        <Banner tone="warning" title={billingMessages.cancelledTitle}>
          {billingMessages.cancelled(plan.planName, periodEnd)}
        </Banner>
      )}
      <div>
        <TextLink variant="standalone" href={planPath}>
          Change Plan
        </TextLink>
      </div>
    </Stack>
  );
}
