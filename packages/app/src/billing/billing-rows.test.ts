import { describe, expect, it } from 'vitest';
import { toInvoiceRow, toPaymentMethodRow, toTeamSubscription } from './billing-rows';

const details = {
  plan_name: 'Pro',
  plan_price: 29,
  plan_interval: 'monthly',
  subscription_status: 'active',
  team_name: 'Causeway Studio',
  user_email: 'demo@causeway.test',
  auto_renew: true,
  is_card_saved: true,
  is_on_trial: false,
  current_period_end: '2026-03-12T12:00:00Z',
  is_plan_cancelled: false,
};

describe('toTeamSubscription', () => {
  it('reads the subscription details', () => {
    expect(toTeamSubscription(details)).toEqual({
      planName: 'Pro',
      price: 29,
      interval: 'monthly',
      status: 'active',
      isActive: true,
      isOnTrial: false,
      isCancelled: false,
      autoRenew: true,
      periodEnd: '2026-03-12T12:00:00Z',
    });
  });

  it("counts 'no active plan' and other statuses as not active (publishing §1)", () => {
    expect(toTeamSubscription({ ...details, plan_name: 'No Active Plan ' })?.isActive).toBe(false);
    expect(toTeamSubscription({ ...details, subscription_status: 'past_due' })?.isActive).toBe(false);
  });

  it('gives none for none', () => {
    expect(toTeamSubscription(null)).toBeNull();
  });
});

describe('toPaymentMethodRow', () => {
  it('keeps the last four digits as given', () => {
    expect(
      toPaymentMethodRow({
        id: '402',
        card_brand: 'mastercard',
        card_last4: '0005',
        expiry_month: 3,
        expiry_year: 2027,
        is_default: false,
      }),
    ).toEqual({ id: '402', brand: 'mastercard', last4: '0005', expiryMonth: 3, expiryYear: 2027, isDefault: false });
  });
});

describe('toInvoiceRow', () => {
  const invoice = {
    id: '506',
    stripe_invoice_id: 'in_mock506',
    status: 'paid',
    paid_at: '2026-01-30T12:00:00Z',
    amount: 29,
    invoice_url: 'https://billing.causeway.test/invoices/in_mock506',
  };

  it('names the invoice by its provider id, else by its own', () => {
    expect(toInvoiceRow(invoice)).toEqual({
      id: '506',
      number: 'in_mock506',
      paidAt: '2026-01-30T12:00:00Z',
      amount: 29,
      status: 'paid',
      url: 'https://billing.causeway.test/invoices/in_mock506',
    });
    expect(toInvoiceRow({ ...invoice, stripe_invoice_id: null }).number).toBe('506');
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', '/invoices/506', null])('links %s to nothing', (url) => {
    expect(toInvoiceRow({ ...invoice, invoice_url: url }).url).toBeNull();
  });
});
