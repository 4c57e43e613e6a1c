import { expect } from 'vitest';
import type { EndpointCase } from './endpoint-case';

const billingFields = {
  full_name: 'Ana Lima',
  billing_email: 'billing@example.com',
  country: 'PT',
  state: 'Lisboa',
  city: 'Lisbon',
  address_line1: 'Rua A 1',
  address_line2: '',
  postal_code: '1000-001',
  tax_type: 'VAT' as const,
  tax_id: 'PT123',
};

export const billingCases: EndpointCase[] = [
  {
    name: 'billing.plans',
    method: 'GET',
    path: '/billing/plans/',
    public: true,
    call: (api) => api.billing.plans(),
    reply: [
      { name: 'Pro', price: '29.00', interval: 'monthly', max_team_members: 3, max_assets: 5, max_posts_per_day: 200 },
    ],
    result: [
      expect.objectContaining({
        id: '2',
        name: 'Pro',
        price: 29,
        price_annual: 290,
        limits: { team_members: 3, social_accounts: 5, posts_per_day: 'unlimited' },
      }),
    ],
  },
  {
    name: 'billing.subscribe',
    method: 'POST',
    path: '/billing/subscribe/',
    call: (api) => api.billing.subscribe({ plan_id: 2 }),
    json: { plan_id: '2', billing_cycle: 'monthly' },
    reply: { checkout_url: 'https://pay.example.com/1' },
    result: { checkout_url: 'https://pay.example.com/1', message: null },
  },
  {
    name: 'billing.cancelSubscription',
    method: 'POST',
    path: '/billing/cancel-subscription/',
    call: (api) => api.billing.cancelSubscription(7),
    json: { team_id: '7' },
  },
  {
    name: 'billing.currentSubscription',
    method: 'GET',
    path: '/billing/subscription/',
    call: (api) => api.billing.currentSubscription(),
    reply: { plan_name: 'Pro', subscription_status: 'active' },
    result: { id: null, plan_name: 'Pro', subscription_status: 'active', current_period_end: null, auto_renew: null },
  },
  {
    name: 'billing.subscriptionDetails',
    method: 'GET',
    path: '/billing/subscription-details/7/',
    call: (api) => api.billing.subscriptionDetails(7),
    reply: { plan_name: 'Pro', plan_price: '29.00', subscription_status: 'active', auto_renew: true },
    result: expect.objectContaining({
      plan_name: 'Pro',
      plan_price: 29,
      subscription_status: 'active',
      auto_renew: true,
    }),
  },
  {
    name: 'billing.history',
    method: 'GET',
    path: '/billing/list-history/7/',
    call: (api) => api.billing.history(7),
    reply: [
      {
        id: 1,
        stripe_invoice_id: 'in_1',
        status: 'paid',
        paid_at: '2025-01-01',
        amount: 29,
        invoice_url: 'https://x/1',
      },
    ],
    result: [
      {
        id: '1',
        stripe_invoice_id: 'in_1',
        status: 'paid',
        paid_at: '2025-01-01',
        amount: 29,
        invoice_url: 'https://x/1',
      },
    ],
  },
  {
    name: 'billing.details',
    method: 'GET',
    path: '/billing/details/7/',
    call: (api) => api.billing.details(7),
    reply: billingFields,
    result: billingFields,
  },
  {
    name: 'billing.updateDetails',
    method: 'PUT',
    path: '/billing/details/7/',
    call: (api) => api.billing.updateDetails(7, billingFields),
    json: billingFields,
  },
  {
    name: 'billing.addPaymentMethod',
    method: 'POST',
    path: '/billing/payment-methods/',
    call: (api) => api.billing.addPaymentMethod({ team_id: '7', payment_method_id: 'pm_1' }),
    json: { team_id: '7', payment_method_id: 'pm_1' },
  },
  {
    name: 'billing.createCardSetup',
    method: 'POST',
    path: '/billing/create-cardsetup-details/',
    call: (api) => api.billing.createCardSetup(7),
    json: { team_id: '7' },
    reply: { Card_Details_checkout_url: 'https://pay.example.com/setup' },
    result: { Card_Details_checkout_url: 'https://pay.example.com/setup' },
  },
  {
    name: 'billing.paymentMethods',
    method: 'GET',
    path: '/billing/list-methods/7/',
    call: (api) => api.billing.paymentMethods(7),
    reply: [
      { id: 'pm_1', card_brand: 'visa', card_last4: '4242', expiry_month: 4, expiry_year: 2030, is_default: true },
    ],
    result: [
      { id: 'pm_1', card_brand: 'visa', card_last4: '4242', expiry_month: 4, expiry_year: 2030, is_default: true },
    ],
  },
  {
    name: 'billing.deletePaymentMethod',
    method: 'DELETE',
    path: '/billing/delete-method/7/pm_1/',
    call: (api) => api.billing.deletePaymentMethod(7, 'pm_1'),
  },
  {
    name: 'billing.createCheckoutSession',
    method: 'POST',
    path: '/billing/create-checkout-session/',
    call: (api) =>
      api.billing.createCheckoutSession({ team_id: 7, plan_id: 2, email: 'ana@example.com', is_annual: true }),
    json: { team_id: '7', plan_id: '2', email: 'ana@example.com', is_annual: true },
    reply: { message: 'Trial started' },
    result: { checkout_url: null, message: 'Trial started' },
  },
];
