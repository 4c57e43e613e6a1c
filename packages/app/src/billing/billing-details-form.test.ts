import { describe, expect, it } from 'vitest';
import { billingDetailsValuesOf, hasUnsavedDetails, toBillingDetailsRequest } from './billing-details-form';

const saved = {
  full_name: 'Demo User',
  billing_email: 'billing@causeway.test',
  country: 'Portugal',
  state: 'Lisboa',
  city: 'Lisbon',
  address_line1: 'Rua das Flores 28',
  address_line2: '3rd floor',
  postal_code: '1200-195',
  tax_type: 'VAT' as const,
  tax_id: 'PT509999999',
};

describe('the billing details form', () => {
  it('is filled from the saved details and sends them back unchanged', () => {
    const values = billingDetailsValuesOf(saved);
    expect(values.addressLine1).toBe('Rua das Flores 28');
    expect(values.taxType).toBe('VAT');
    expect(toBillingDetailsRequest(values)).toEqual(saved);
  });

  it("starts empty, tax type 'None', for a team without details (404 or 400)", () => {
    expect(billingDetailsValuesOf(null)).toEqual({
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
    });
  });

  it('sends what was typed, without validation', () => {
    const values = { ...billingDetailsValuesOf(null), billingEmail: 'not an address', taxType: 'Sales Tax' as const };
    expect(toBillingDetailsRequest(values)).toMatchObject({ billing_email: 'not an address', tax_type: 'Sales Tax' });
  });

  it('knows when something was typed', () => {
    const values = billingDetailsValuesOf(saved);
    expect(hasUnsavedDetails(values, values)).toBe(false);
    expect(hasUnsavedDetails({ ...values, city: 'Porto' }, values)).toBe(true);
    expect(hasUnsavedDetails({ ...values, taxType: 'GST' }, values)).toBe(true);
  });
});
