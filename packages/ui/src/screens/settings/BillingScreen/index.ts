export { BillingScreen, type BillingDetailsProps, type BillingScreenProps } from './BillingScreen';
export type {
  BillingDetailsField,
  BillingDetailsFieldErrors,
  BillingDetailsValues,
  InvoiceRow,
  ListState,
  PaymentMethodRow,
} from './billing-types';
export { billingMessages, taxTypes, type TaxType } from './rules';
export type { BillingActionResult, SubscriptionState, TeamSubscription } from '../../billing-shared/team-subscription';
