import { z } from 'zod/mini';
import { decimalSchema, flagSchema, idSchema, intSchema, listReply, orNull, textSchema } from './common';

/**
 * A plan as the server sends it. Defaults the product applies on top (fallback ids by name, annual
 * price = 10 × monthly, unlimited thresholds) live in `domain/plans`, not here, so that the mocks see
 * the wire shape.
 */
export const planSchema = z.object({
  id: orNull(idSchema),
  name: z.string(),
  price: decimalSchema,
  price_annual: orNull(decimalSchema),
  interval: orNull(z.string()),
  description: orNull(z.string()),
  max_team_members: orNull(intSchema),
  max_assets: orNull(intSchema),
  max_posts_per_day: orNull(intSchema),
  includes_scheduling: flagSchema(false),
  includes_auto_delete: flagSchema(false),
  includes_bulk_delete: flagSchema(false),
  is_active: flagSchema(true),
});
export type Plan = z.infer<typeof planSchema>;

/** GET /billing/plans/ (public): a bare list or `{results}` / `{plans}`. */
export const plansReplySchema = listReply(planSchema, ['results', 'plans']);

export const billingCycles = ['monthly', 'annual'] as const;
export const billingCycleSchema = z.enum(billingCycles);
export type BillingCycle = z.infer<typeof billingCycleSchema>;

/** POST /billing/subscribe/. */
export const subscribeRequestSchema = z.object({
  plan_id: idSchema,
  billing_cycle: z._default(billingCycleSchema, 'monthly'),
});
export type SubscribeRequest = z.infer<typeof subscribeRequestSchema>;

/** POST /billing/cancel-subscription/ and POST /billing/create-cardsetup-details/. */
export const teamIdRequestSchema = z.object({ team_id: idSchema });
export type TeamIdRequest = z.infer<typeof teamIdRequestSchema>;
export const cancelSubscriptionRequestSchema = teamIdRequestSchema;
export const cardSetupRequestSchema = teamIdRequestSchema;

/**
 * Replies of subscribe and create-checkout-session: a `checkout_url` to send the browser to, or a
 * message (a message containing 'Trial' is shown and the page reloads).
 */
export const checkoutReplySchema = z.object({
  checkout_url: orNull(z.string().check(z.minLength(1))),
  message: orNull(z.string()),
});
export type CheckoutReply = z.infer<typeof checkoutReplySchema>;

/** POST /billing/create-checkout-session/. */
export const checkoutSessionRequestSchema = z.object({
  team_id: idSchema,
  plan_id: idSchema,
  email: z.string(),
  is_annual: z.boolean(),
});
export type CheckoutSessionRequest = z.infer<typeof checkoutSessionRequestSchema>;

/** GET /billing/subscription/: the signed-in user's current subscription (its fields are not specified beyond these). */
export const currentSubscriptionSchema = z.object({
  id: orNull(idSchema),
  plan_name: orNull(z.string()),
  subscription_status: orNull(z.string()),
  current_period_end: orNull(z.string()),
  auto_renew: orNull(z.boolean()),
});
export type CurrentSubscription = z.infer<typeof currentSubscriptionSchema>;
export const currentSubscriptionReplySchema = z.nullable(currentSubscriptionSchema);

/** GET /billing/subscription-details/{teamId}/. plan_name 'no active plan' means there is none. */
export const subscriptionDetailsSchema = z.object({
  plan_name: z.string(),
  plan_price: orNull(decimalSchema),
  plan_interval: orNull(z.string()),
  subscription_status: orNull(z.string()),
  team_name: orNull(z.string()),
  user_email: orNull(z.string()),
  auto_renew: flagSchema(false),
  is_card_saved: flagSchema(false),
  is_on_trial: flagSchema(false),
  current_period_end: orNull(z.string()),
  is_plan_cancelled: flagSchema(false),
});
export type SubscriptionDetails = z.infer<typeof subscriptionDetailsSchema>;

/** Card numbers' last four digits keep their leading zeros even when sent as a number. */
const last4Schema = z.union([
  z.string(),
  z.pipe(
    z.int(),
    z.transform((digits) => String(digits).padStart(4, '0')),
  ),
]);

export const paymentMethodSchema = z.object({
  id: idSchema,
  card_brand: textSchema,
  card_last4: last4Schema,
  expiry_month: intSchema,
  expiry_year: intSchema,
  is_default: flagSchema(false),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
/** GET /billing/list-methods/{teamId}/. */
export const paymentMethodsReplySchema = listReply(paymentMethodSchema, ['results', 'payment_methods', 'methods']);

/** POST /billing/payment-methods/: its payload is not specified; the caller's fields go out as JSON. */
export const addPaymentMethodRequestSchema = z.record(z.string(), z.unknown());
export type AddPaymentMethodRequest = z.infer<typeof addPaymentMethodRequestSchema>;

/** Invoice status: paid, pending or any other word the server uses. */
export const invoiceSchema = z.object({
  id: idSchema,
  stripe_invoice_id: orNull(z.string()),
  status: z.string(),
  paid_at: orNull(z.string()),
  amount: decimalSchema,
  invoice_url: orNull(z.string()),
});
export type Invoice = z.infer<typeof invoiceSchema>;
/** GET /billing/list-history/{teamId}/. */
export const billingHistoryReplySchema = listReply(invoiceSchema, ['results', 'invoices', 'history']);

export const taxTypes = ['None', 'GST', 'VAT', 'Sales Tax'] as const;
export const taxTypeSchema = z.enum(taxTypes);
export type TaxType = z.infer<typeof taxTypeSchema>;

/** GET /billing/details/{teamId}/ (per team). */
export const billingDetailsSchema = z.object({
  full_name: textSchema,
  billing_email: textSchema,
  country: textSchema,
  state: textSchema,
  city: textSchema,
  address_line1: textSchema,
  address_line2: textSchema,
  postal_code: textSchema,
  tax_type: z.pipe(
    z.nullish(taxTypeSchema),
    z.transform((taxType) => taxType ?? 'None'),
  ),
  tax_id: textSchema,
});
export type BillingDetails = z.infer<typeof billingDetailsSchema>;

/** PUT /billing/details/{teamId}/ sends the billing detail fields (the form has no validation). */
export const billingDetailsRequestSchema = z.object({
  full_name: z.string(),
  billing_email: z.string(),
  country: z.string(),
  state: z.string(),
  city: z.string(),
  address_line1: z.string(),
  address_line2: z.string(),
  postal_code: z.string(),
  tax_type: taxTypeSchema,
  tax_id: z.string(),
});
export type BillingDetailsRequest = z.infer<typeof billingDetailsRequestSchema>;

/** POST /billing/create-cardsetup-details/ answers the URL of the card-setup page. */
export const cardSetupReplySchema = z.object({ Card_Details_checkout_url: z.string().check(z.minLength(1)) });
export type CardSetupReply = z.infer<typeof cardSetupReplySchema>;
