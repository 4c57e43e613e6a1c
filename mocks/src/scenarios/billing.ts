import { fallbacks } from '@causeway/api-client';
import { apiPaths } from '@causeway/api-client/paths';
import { http, HttpResponse } from 'msw';
import { route } from '../handlers/support/api-request';
import { demo } from '../seed/demo';
import { answer, fallbackScenario, sample } from './answers';
import type { Scenario } from './types';

const fallback = (text: string) => `Fallback messages when the server gives none. Billing: '${text}'`;
const screen = (text: string) => `Billing screens: '${text}'`;

/** An address that would run script in the app if the browser were sent to it. */
const unsafeUrl = 'javascript:alert(document.domain)';

const checkout = (planId: string = demo.plans.enterprise) => ({
  team_id: demo.teamId,
  plan_id: planId,
  email: demo.email,
  is_annual: false,
});

export const billingScenarios: Scenario[] = [
  fallbackScenario(
    'billing.plans-failed',
    fallback('Failed to fetch billing plans'),
    'get',
    apiPaths.billing.plans,
    (api) => api.billing.plans(),
    fallbacks.billing.plans,
  ),
  fallbackScenario(
    'billing.subscribe-failed',
    fallback('Failed to subscribe to plan'),
    'post',
    apiPaths.billing.subscribe,
    (api) => api.billing.subscribe({ plan_id: demo.plans.enterprise }),
    fallbacks.billing.subscribe,
  ),
  fallbackScenario(
    'billing.cancel-failed',
    fallback('Failed to cancel subscription'),
    'post',
    apiPaths.billing.cancelSubscription,
    (api) => api.billing.cancelSubscription(demo.teamId),
    fallbacks.billing.cancelSubscription,
  ),
  fallbackScenario(
    'billing.current-subscription-failed',
    fallback('Failed to fetch current subscription'),
    'get',
    apiPaths.billing.currentSubscription,
    (api) => api.billing.currentSubscription(),
    fallbacks.billing.currentSubscription,
  ),
  fallbackScenario(
    'billing.update-details-failed',
    fallback('Failed to update billing details'),
    'put',
    apiPaths.billing.details,
    (api) => api.billing.updateDetails(demo.teamId, sample.billingDetails),
    fallbacks.billing.updateDetails,
  ),
  fallbackScenario(
    'billing.card-setup-failed',
    fallback('Failed to create setup session'),
    'post',
    apiPaths.billing.createCardSetup,
    (api) => api.billing.createCardSetup(demo.teamId),
    fallbacks.billing.createCardSetup,
  ),
  fallbackScenario(
    'billing.delete-method-failed',
    fallback('Failed to delete payment method'),
    'delete',
    apiPaths.billing.deletePaymentMethod,
    (api) => api.billing.deletePaymentMethod(demo.teamId, demo.paymentMethodId),
    fallbacks.billing.deletePaymentMethod,
  ),
  fallbackScenario(
    'billing.checkout-failed',
    fallback('Failed to create checkout session'),
    'post',
    apiPaths.billing.createCheckoutSession,
    (api) => api.billing.createCheckoutSession(checkout()),
    fallbacks.billing.createCheckoutSession,
  ),
  {
    id: 'billing.no-active-plan',
    area: 'billing',
    description: "Billing banner: 'No Active Billing Plan', with 'Subscribe to Plan' to /control-tower/plan.",
    handlers: [
      http.get(route(apiPaths.billing.subscriptionDetails), () =>
        HttpResponse.json({
          plan_name: 'no active plan',
          plan_price: null,
          plan_interval: null,
          subscription_status: 'inactive',
          team_name: 'Causeway Studio',
          user_email: demo.email,
          auto_renew: false,
          is_card_saved: false,
          is_on_trial: false,
          current_period_end: null,
          is_plan_cancelled: false,
        }),
      ),
    ],
    probe: {
      call: async (api) => (await api.billing.subscriptionDetails(demo.teamId))?.plan_name,
      outcome: { value: 'no active plan' },
    },
  },
];

export const billingScreenScenarios: Scenario[] = [
  fallbackScenario(
    'billing-screen.checkout-failed',
    screen('Failed to create checkout session. Please try again.'),
    'post',
    apiPaths.billing.createCheckoutSession,
    (api) => api.billing.createCheckoutSession(checkout()),
    fallbacks.billing.createCheckoutSession,
  ),
  {
    // A checkout reply that names no payment page and starts no trial: there is nowhere to send the browser.
    id: 'billing-screen.subscription-failed',
    area: 'billing-screen',
    description: screen('Subscription failed. Please try again.'),
    handlers: [answer('post', apiPaths.billing.createCheckoutSession, 200, {})],
    probe: {
      call: (api) => api.billing.createCheckoutSession(checkout()),
      outcome: { value: { checkout_url: null, message: null } },
    },
  },
  fallbackScenario(
    'billing-screen.cancel-failed',
    screen('Failed to cancel subscription. Please try again.'),
    'post',
    apiPaths.billing.cancelSubscription,
    (api) => api.billing.cancelSubscription(demo.teamId),
    fallbacks.billing.cancelSubscription,
  ),
  fallbackScenario(
    'billing-screen.update-details-failed',
    screen('Failed to update billing details. Please try again.'),
    'put',
    apiPaths.billing.details,
    (api) => api.billing.updateDetails(demo.teamId, sample.billingDetails),
    fallbacks.billing.updateDetails,
  ),
  fallbackScenario(
    'billing-screen.card-setup-failed',
    screen('Failed to create payment setup session. Please try again.'),
    'post',
    apiPaths.billing.createCardSetup,
    (api) => api.billing.createCardSetup(demo.teamId),
    fallbacks.billing.createCardSetup,
  ),
  fallbackScenario(
    'billing-screen.delete-method-failed',
    screen('Failed to delete payment method. Please try again.'),
    'delete',
    apiPaths.billing.deletePaymentMethod,
    (api) => api.billing.deletePaymentMethod(demo.teamId, demo.paymentMethodId),
    fallbacks.billing.deletePaymentMethod,
  ),
  fallbackScenario(
    'billing-screen.plans-unavailable',
    screen('Unable to load pricing plans. Please try again later.'),
    'get',
    apiPaths.billing.plans,
    (api) => api.billing.plans(),
    fallbacks.billing.plans,
  ),
  {
    id: 'billing-screen.checkout-error',
    area: 'billing-screen',
    description: screen('Checkout Error'),
    handlers: [
      answer('post', apiPaths.billing.createCheckoutSession, 400, { error: 'No such price: price_enterprise_monthly' }),
    ],
    probe: {
      call: (api) => api.billing.createCheckoutSession(checkout()),
      outcome: { status: 400, message: 'No such price: price_enterprise_monthly' },
    },
  },
  {
    id: 'billing-screen.unsafe-redirect',
    area: 'billing-screen',
    description: `${screen('Checkout Error')}: the server's checkout and card-setup addresses are javascript: URLs, which are never followed; an invoice with such an address gets no link.`,
    handlers: [
      answer('post', apiPaths.billing.createCheckoutSession, 200, { checkout_url: unsafeUrl }),
      answer('post', apiPaths.billing.createCardSetup, 200, { Card_Details_checkout_url: unsafeUrl }),
      answer('get', apiPaths.billing.history, 200, [
        {
          id: '599',
          stripe_invoice_id: 'in_unsafe599',
          status: 'paid',
          paid_at: '2025-11-02T12:00:00Z',
          amount: '29.00',
          invoice_url: unsafeUrl,
        },
      ]),
    ],
    probe: {
      call: async (api) => (await api.billing.createCheckoutSession(checkout())).checkout_url,
      outcome: { value: unsafeUrl },
    },
  },
  {
    id: 'billing-screen.no-team-billing',
    area: 'billing-screen',
    description: "'Error loading subscription information' is hidden if the error contains 'No TeamBilling matches'.",
    handlers: [
      answer('get', apiPaths.billing.subscriptionDetails, 500, { detail: 'No TeamBilling matches the given query.' }),
    ],
    probe: {
      call: (api) => api.billing.subscriptionDetails(demo.teamId),
      outcome: { status: 500, message: 'No TeamBilling matches the given query.' },
    },
  },
  fallbackScenario(
    'billing-screen.subscription-error',
    "'Error loading subscription information' is hidden if the error contains 'No TeamBilling matches'.",
    'get',
    apiPaths.billing.subscriptionDetails,
    (api) => api.billing.subscriptionDetails(demo.teamId),
    fallbacks.billing.subscriptionDetails,
  ),
  fallbackScenario(
    'billing-screen.payment-methods-error',
    'Payment-method and invoice load errors also show.',
    'get',
    apiPaths.billing.paymentMethods,
    (api) => api.billing.paymentMethods(demo.teamId),
    fallbacks.billing.paymentMethods,
  ),
  fallbackScenario(
    'billing-screen.invoices-error',
    'Payment-method and invoice load errors also show.',
    'get',
    apiPaths.billing.history,
    (api) => api.billing.history(demo.teamId),
    fallbacks.billing.history,
  ),
];
