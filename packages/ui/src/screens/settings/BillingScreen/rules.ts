import { sharedBillingMessages } from '../../billing-shared/billing-messages';

/**
 * The Billing tab's texts (accounts §2, §4, §8): the spec's word for word where it gives them, the
 * product's own around them. The billing details form has no validation (accounts §5).
 */
export const billingMessages = {
  ...sharedBillingMessages,
  paymentSuccessful: 'Payment Successful!',
  paymentSuccessfulText: 'Thank you. The plan, payment methods and invoices below are up to date.',
  noActivePlan: 'No Active Plan',
  noActivePlanText: (teamName: string) =>
    `${teamName} has no active plan. Subscribe to a plan to publish and schedule posts.`,
  refresh: 'Refresh subscription data',
  renews: 'Renews',
  expires: 'Expires',
  trial: 'Trial',
  noPaymentMethods: 'No payment methods saved yet.',
  paymentMethodsError: 'Error loading payment methods',
  cardSetupFailed: 'Failed to create payment setup session. Please try again.',
  deleteMethodFailed: 'Failed to delete payment method. Please try again.',
  detailsError: 'Error loading billing details',
  updateDetailsFailed: 'Failed to update billing details. Please try again.',
  detailsSaved: 'Billing details saved.',
  noInvoices: 'No invoices yet.',
  invoicesError: 'Error loading invoice history',
} as const;

/** The tax types the form offers (accounts §9). */
export const taxTypes = ['None', 'GST', 'VAT', 'Sales Tax'] as const;
export type TaxType = (typeof taxTypes)[number];
