import { UsersRound } from 'lucide-react';
import { Banner } from '../../../primitives/Banner';
import { Stack } from '../../../primitives/Stack';
import { StatePanel } from '../../../primitives/StatePanel';
import type { BillingActionResult, SubscriptionState } from '../../billing-shared/team-subscription';
import { LeaveDialog, type LeaveGuard } from '../parts/LeaveDialog';
import * as shared from '../settings-screen.css';
import { BillingDetailsSection, type BillingDetailsSectionProps } from './BillingDetailsSection';
import type { InvoiceRow, ListState, PaymentMethodRow } from './billing-types';
import { CurrentPlanSection } from './CurrentPlanSection';
import { InvoicesSection } from './InvoicesSection';
import { PaymentMethodsSection } from './PaymentMethodsSection';
import { billingMessages } from './rules';

/** The billing details form as the screen takes it: its state, values and save, without the team. */
export type BillingDetailsProps = Omit<BillingDetailsSectionProps, 'teamName'>;

export interface BillingScreenProps {
  /** The active team; every figure on the tab is its. */
  team: { id: string; name: string } | null;
  /** Back from a paid checkout: 'Payment Successful!' until dismissed. */
  paymentSucceeded?: boolean;
  onPaymentNoticeDismiss?: () => void;
  subscription: SubscriptionState;
  onRetrySubscription: () => void;
  onRefreshSubscription: () => void;
  isRefreshingSubscription?: boolean;
  paymentMethods: ListState<PaymentMethodRow>;
  onRetryPaymentMethods: () => void;
  onAddPaymentMethod: () => Promise<BillingActionResult>;
  onDeletePaymentMethod: (method: PaymentMethodRow) => Promise<BillingActionResult>;
  details: BillingDetailsProps;
  invoices: ListState<InvoiceRow>;
  onRetryInvoices: () => void;
  /** A navigation held back by unsaved billing details: the screen asks whether to leave. */
  leaveGuard?: LeaveGuard | null | undefined;
}

/**
 * The Billing tab (accounts §2): the current plan, the payment methods, the billing details form and
 * the invoice history of the active team; 'Payment Successful!' on the way back from paying.
 */
export function BillingScreen({
  team,
  paymentSucceeded = false,
  onPaymentNoticeDismiss,
  subscription,
  onRetrySubscription,
  onRefreshSubscription,
  isRefreshingSubscription,
  paymentMethods,
  onRetryPaymentMethods,
  onAddPaymentMethod,
  onDeletePaymentMethod,
  details,
  invoices,
  onRetryInvoices,
  leaveGuard,
}: BillingScreenProps) {
  const hasActivePlan = subscription.status === 'ready' && subscription.subscription?.isActive === true;
  return (
    <Stack space="6">
      <Stack space="1">
        <h2 className={shared.title}>Billing</h2>
        <p className={shared.lead}>
          {team
            ? `The plan, cards, billing details and invoices of ${team.name}.`
            : 'The plan, cards, billing details and invoices of your team.'}
        </p>
      </Stack>

      {paymentSucceeded && (
        <Banner
          tone="success"
          title={billingMessages.paymentSuccessful}
          onDismiss={onPaymentNoticeDismiss}
          dismissLabel="Dismiss payment notice"
        >
          {billingMessages.paymentSuccessfulText}
        </Banner>
      )}

      {team ? (
        <>
          <CurrentPlanSection
            teamName={team.name}
            subscription={subscription}
            onRetry={onRetrySubscription}
            onRefresh={onRefreshSubscription}
            isRefreshing={isRefreshingSubscription}
          />
          <PaymentMethodsSection
            // A new team starts with its own messages and dialogs.
            key={`methods-${team.id}`}
            teamName={team.name}
            methods={paymentMethods}
            onRetry={onRetryPaymentMethods}
            canAdd={hasActivePlan}
            onAdd={onAddPaymentMethod}
            onDelete={onDeletePaymentMethod}
          />
          <BillingDetailsSection key={`details-${team.id}`} teamName={team.name} {...details} />
          <InvoicesSection teamName={team.name} invoices={invoices} onRetry={onRetryInvoices} />
        </>
      ) : (
        <StatePanel tone="empty" icon={<UsersRound size={32} />} title={billingMessages.noActiveTeam}>
          Choose a team from the team menu at the top.
        </StatePanel>
      )}
      <LeaveDialog guard={leaveGuard} />
    </Stack>
  );
}
