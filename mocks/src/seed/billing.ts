import type { Db } from '../collections';
import { at, daysFrom } from './dates';
import { demo } from './demo';

const plans = [
  {
    id: demo.plans.free,
    name: 'Free',
    price: '0.00',
    price_annual: '0.00',
    interval: 'Lifetime',
    description: 'For trying Causeway on one page.',
    max_team_members: 1,
    max_assets: 1,
    max_posts_per_day: 10,
    includes_scheduling: true,
    includes_auto_delete: false,
    includes_bulk_delete: false,
  },
  {
    id: demo.plans.pro,
    name: 'Pro',
    price: '29.00',
    price_annual: '290.00',
    interval: 'monthly',
    description: 'For small teams publishing every day.',
    // The demo team (five members, two linked accounts) has room to grow: one member, three accounts.
    max_team_members: 6,
    max_assets: 5,
    max_posts_per_day: 200,
    includes_scheduling: true,
    includes_auto_delete: true,
    includes_bulk_delete: false,
  },
  {
    // No annual price: the product shows ten times the monthly price.
    id: demo.plans.business,
    name: 'Business',
    price: '59.00',
    price_annual: null,
    interval: 'monthly',
    description: 'For growing teams. Starts with a 14-day trial.',
    max_team_members: 10,
    max_assets: 15,
    max_posts_per_day: 200,
    includes_scheduling: true,
    includes_auto_delete: true,
    includes_bulk_delete: true,
  },
  {
    id: demo.plans.enterprise,
    name: 'Enterprise',
    price: '99.00',
    price_annual: '990.00',
    interval: 'monthly',
    description: 'For agencies and large teams.',
    max_team_members: 100,
    max_assets: 100,
    max_posts_per_day: 200,
    includes_scheduling: true,
    includes_auto_delete: true,
    includes_bulk_delete: true,
  },
];

export async function seedBilling(db: Db, now: Date): Promise<void> {
  for (const plan of plans) await db.plans.create({ ...plan, is_active: true });

  await db.subscriptions.create({
    team_id: demo.teamId,
    plan_id: demo.plans.pro,
    plan_name: 'Pro',
    plan_price: '29.00',
    plan_interval: 'monthly',
    subscription_status: 'active',
    team_name: 'Causeway Studio',
    user_email: demo.email,
    auto_renew: true,
    is_card_saved: true,
    is_on_trial: false,
    current_period_end: at(now, 18, 0),
    is_plan_cancelled: false,
  });
  await db.subscriptions.create({
    team_id: demo.noPlanTeamId,
    plan_id: null,
    plan_name: 'no active plan',
    plan_price: null,
    plan_interval: null,
    subscription_status: 'inactive',
    team_name: 'Northwind Outreach',
    user_email: 'noah@causeway.test',
    auto_renew: false,
    is_card_saved: false,
    is_on_trial: false,
    current_period_end: null,
    is_plan_cancelled: false,
  });

  await db.paymentMethods.create({
    id: '401',
    team_id: demo.teamId,
    card_brand: 'visa',
    card_last4: '4242',
    expiry_month: 12,
    expiry_year: now.getFullYear() + 3,
    is_default: true,
  });
  // Last four digits with a leading zero.
  await db.paymentMethods.create({
    id: demo.paymentMethodId,
    team_id: demo.teamId,
    card_brand: 'mastercard',
    card_last4: '0005',
    expiry_month: 3,
    expiry_year: now.getFullYear() + 1,
    is_default: false,
  });

  const invoices = [
    { id: '501', status: 'paid', days: -102, amount: '29.00' },
    { id: '502', status: 'paid', days: -72, amount: '29.00' },
    { id: '503', status: 'void', days: -60, amount: '59.00' },
    { id: '504', status: 'paid', days: -42, amount: '29.00' },
    { id: '505', status: 'failed', days: -13, amount: '29.00' },
    { id: '506', status: 'paid', days: -12, amount: '29.00' },
    { id: '507', status: 'pending', days: 0, amount: '29.00' },
  ];
  for (const invoice of invoices) {
    const stripeId = `in_mock${invoice.id}`;
    await db.invoices.create({
      id: invoice.id,
      team_id: demo.teamId,
      stripe_invoice_id: stripeId,
      status: invoice.status,
      paid_at: invoice.status === 'paid' ? daysFrom(now, invoice.days) : null,
      amount: invoice.amount,
      invoice_url: `https://billing.causeway.test/invoices/${stripeId}`,
      created_at: daysFrom(now, invoice.days),
    });
  }

  await db.billingDetails.create({
    team_id: demo.teamId,
    full_name: 'Demo User',
    billing_email: 'billing@causeway.test',
    country: 'Portugal',
    state: 'Lisboa',
    city: 'Lisbon',
    address_line1: 'Rua das Flores 28',
    address_line2: '3rd floor',
    postal_code: '1200-195',
    tax_type: 'VAT',
    tax_id: 'PT509999999',
  });
}
