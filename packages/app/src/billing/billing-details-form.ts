import type { BillingDetails, BillingDetailsRequest } from '@causeway/api-client/schemas';
import type { BillingDetailsField, BillingDetailsValues } from '@causeway/ui/screens/settings/BillingScreen';

/** Each field of the billing details form and the server's name for it (accounts §3). */
export const billingDetailsServerFields = {
  fullName: 'full_name',
  billingEmail: 'billing_email',
  country: 'country',
  state: 'state',
  city: 'city',
  addressLine1: 'address_line1',
  addressLine2: 'address_line2',
  postalCode: 'postal_code',
  taxType: 'tax_type',
  taxId: 'tax_id',
} as const satisfies Record<BillingDetailsField, keyof BillingDetailsRequest>;

/** The form as the saved details fill it; a team without details (404, 400) starts empty, tax 'None'. */
export function billingDetailsValuesOf(details: BillingDetails | null | undefined): BillingDetailsValues {
  return {
    fullName: details?.full_name ?? '',
    billingEmail: details?.billing_email ?? '',
    country: details?.country ?? '',
    state: details?.state ?? '',
    city: details?.city ?? '',
    addressLine1: details?.address_line1 ?? '',
    addressLine2: details?.address_line2 ?? '',
    postalCode: details?.postal_code ?? '',
    taxType: details?.tax_type ?? 'None',
    taxId: details?.tax_id ?? '',
  };
}

/** PUT /billing/details/{teamId}/: every field as typed; there is no validation (accounts §5). */
export function toBillingDetailsRequest(values: BillingDetailsValues): BillingDetailsRequest {
  return {
    full_name: values.fullName,
    billing_email: values.billingEmail,
    country: values.country,
    state: values.state,
    city: values.city,
    address_line1: values.addressLine1,
    address_line2: values.addressLine2,
    postal_code: values.postalCode,
    tax_type: values.taxType,
    tax_id: values.taxId,
  };
}

/** Whether the form holds anything the saved details do not. */
export function hasUnsavedDetails(values: BillingDetailsValues, saved: BillingDetailsValues): boolean {
  return (Object.keys(values) as BillingDetailsField[]).some((field) => values[field] !== saved[field]);
}
