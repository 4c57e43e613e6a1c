import { isSubscriptionActive, safeRedirectUrl } from '@causeway/api-client/domain';
import type { Invoice, PaymentMethod, SubscriptionDetails } from '@causeway/api-client/schemas';
import type { InvoiceRow, PaymentMethodRow } from '@causeway/ui/screens/settings/BillingScreen';
import type { TeamSubscription } from '@causeway/ui/screens/settings/PurchasePlanScreen';

/**
 * The billing replies as the money tabs show them (accounts §3). A subscription counts as active
 * as the publishing shell counts it (publishing §1), so the tab and the billing banner agree.
 */
export function toTeamSubscription(details: SubscriptionDetails | null | undefined): TeamSubscription | null {
  if (!details) return null;
  return {
    planName: details.plan_name.trim(),
    price: details.plan_price,
    interval: details.plan_interval,
    status: details.subscription_status,
    isActive: isSubscriptionActive(details),
    isOnTrial: details.is_on_trial,
    isCancelled: details.is_plan_cancelled,
    autoRenew: details.auto_renew,
    periodEnd: details.current_period_end,
  };
}

export function toPaymentMethodRow(method: PaymentMethod): PaymentMethodRow {
  return {
    id: method.id,
    brand: method.card_brand,
    last4: method.card_last4,
    expiryMonth: method.expiry_month,
    expiryYear: method.expiry_year,
    isDefault: method.is_default,
  };
}

/** An invoice's link only when the browser may be sent there: http(s), never `javascript:`. */
export function toInvoiceRow(invoice: Invoice): InvoiceRow {
  return {
    id: invoice.id,
    number: invoice.stripe_invoice_id?.trim() || invoice.id,
    paidAt: invoice.paid_at,
    amount: invoice.amount,
    status: invoice.status,
    url: safeRedirectUrl(invoice.invoice_url),
  };
}
