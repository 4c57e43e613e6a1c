import type { BillingDetailsValues, InvoiceRow, PaymentMethodRow } from './billing-types';

/** The demo team's cards as the mocks seed them: a default Visa, and a Mastercard ending 0005. */
export const storyPaymentMethods: PaymentMethodRow[] = [
  { id: '401', brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2029, isDefault: true },
  { id: '402', brand: 'mastercard', last4: '0005', expiryMonth: 3, expiryYear: 2027, isDefault: false },
];

/** Paid, pending and other invoices; one without an address to open it at. */
export const storyInvoices: InvoiceRow[] = [
  {
    id: '507',
    number: 'in_mock507',
    paidAt: null,
    amount: 29,
    status: 'pending',
    url: 'https://billing.causeway.test/invoices/in_mock507',
  },
  {
    id: '506',
    number: 'in_mock506',
    paidAt: '2026-01-30T12:00:00Z',
    amount: 29,
    status: 'paid',
    url: 'https://billing.causeway.test/invoices/in_mock506',
  },
  { id: '505', number: 'in_mock505', paidAt: null, amount: 29, status: 'failed', url: null },
  {
    id: '503',
    number: 'in_mock503',
    paidAt: null,
    amount: 59.5,
    status: 'void',
    url: 'https://billing.causeway.test/invoices/in_mock503',
  },
];

export const storyBillingDetails: BillingDetailsValues = {
  fullName: 'Demo User',
  billingEmail: 'billing@causeway.test',
  country: 'Portugal',
  state: 'Lisboa',
  city: 'Lisbon',
  addressLine1: 'Rua das Flores 28',
  addressLine2: '3rd floor',
  postalCode: '1200-195',
  taxType: 'VAT',
  taxId: 'PT509999999',
};

export const emptyBillingDetails: BillingDetailsValues = {
  fullName: '',
  billingEmail: '',
  country: '',
  state: '',
  city: '',
  addressLine1: '',
  addressLine2: '',
  postalCode: '',
  taxType: 'None',
  taxId: '',
};
