import type { ServerFieldErrors } from '../../auth/RegisterScreen/use-server-field-errors';
import type { TaxType } from './rules';

/** A saved card as the payment methods table shows it. */
export interface PaymentMethodRow {
  id: string;
  /** The server's brand word ('visa'); the table names it ('Visa'). */
  brand: string;
  /** Four digits, leading zeros kept. */
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  isDefault: boolean;
}

/** An invoice as the history table shows it. */
export interface InvoiceRow {
  id: string;
  /** The invoice's number for people: the payment provider's id, else the server's. */
  number: string;
  /** When it was paid (ISO); null for invoices not paid. */
  paidAt: string | null;
  amount: number;
  /** paid, pending or any other word the server uses. */
  status: string;
  /** An http(s) address to open it at; null when there is none the browser may be sent to. */
  url: string | null;
}

/** Where a list stands, with the failure's words. */
export interface ListState<T> {
  status: 'loading' | 'error' | 'ready';
  items: readonly T[];
  errorMessage?: string | undefined;
}

/** The billing details form, as typed (accounts §3; no validation, accounts §5). */
export interface BillingDetailsValues {
  fullName: string;
  billingEmail: string;
  country: string;
  state: string;
  city: string;
  addressLine1: string;
  addressLine2: string;
  postalCode: string;
  taxType: TaxType;
  taxId: string;
}

export type BillingDetailsField = keyof BillingDetailsValues;

/** The server's errors on the form's fields; the app maps its field names onto these. */
export type BillingDetailsFieldErrors = ServerFieldErrors<BillingDetailsField>;
