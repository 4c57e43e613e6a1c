import {
  billingDetailsSchema,
  blogPostSchema,
  cmsPageSchema,
  connectedPageSchema,
  idSchema,
  invoiceSchema,
  itemStatusSchema,
  paymentMethodSchema,
  planSchema,
  postBatchSchema,
  reelHistoryItemSchema,
  scheduledItemSchema,
  socialAccountSchema,
  storyHistoryItemSchema,
  subscriptionDetailsSchema,
  teamDetailsSchema,
  teamMemberSchema,
  userDetailsSchema,
} from '@causeway/api-client/schemas';
import { z } from 'zod/mini';

/*
 * What the mock backend stores: the client's entity schemas, extended with what a server keeps
 * beside them (owners, foreign keys, passwords, timestamps). Replies are made from these records
 * by picking the entity's fields, so the shapes the client reads stay the client's own.
 */

const timestamp = z.number();

export const userRecordSchema = z.extend(userDetailsSchema, {
  id: idSchema,
  password: z.string(),
  is_active: z.boolean(),
  first_name: z.string(),
  last_name: z.string(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;

/** A signed-in session: one access token and the refresh token that rotates with it. */
export const sessionRecordSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  user_id: idSchema,
  issued_at: timestamp,
  access_expires_at: timestamp,
  refresh_expires_at: timestamp,
  /** Rotated by a refresh, or ended by logout: neither token works any more. */
  revoked: z.boolean(),
});
export type SessionRecord = z.infer<typeof sessionRecordSchema>;

export const teamRecordSchema = z.extend(teamDetailsSchema, { owner_id: idSchema });
export type TeamRecord = z.infer<typeof teamRecordSchema>;

export const memberRecordSchema = z.extend(teamMemberSchema, { team_id: idSchema });
export type MemberRecord = z.infer<typeof memberRecordSchema>;

export const inviteRecordSchema = z.object({ token: z.string(), team_id: idSchema, inviter_id: idSchema });
export type InviteRecord = z.infer<typeof inviteRecordSchema>;

export const planRecordSchema = z.extend(planSchema, { id: idSchema });
export type PlanRecord = z.infer<typeof planRecordSchema>;

export const subscriptionRecordSchema = z.extend(subscriptionDetailsSchema, {
  team_id: idSchema,
  plan_id: z.nullable(idSchema),
});
export type SubscriptionRecord = z.infer<typeof subscriptionRecordSchema>;

export const paymentMethodRecordSchema = z.extend(paymentMethodSchema, { team_id: idSchema });
export type PaymentMethodRecord = z.infer<typeof paymentMethodRecordSchema>;

export const invoiceRecordSchema = z.extend(invoiceSchema, { team_id: idSchema, created_at: z.string() });
export type InvoiceRecord = z.infer<typeof invoiceRecordSchema>;

export const billingDetailsRecordSchema = z.extend(billingDetailsSchema, { team_id: idSchema });
export type BillingDetailsRecord = z.infer<typeof billingDetailsRecordSchema>;

/** A mock checkout: paying a plan, or saving a card (setup). */
export const checkoutRecordSchema = z.object({
  id: z.string(),
  mode: z.enum(['subscription', 'setup']),
  team_id: idSchema,
  plan_id: z.nullable(idSchema),
  is_annual: z.boolean(),
  status: z.enum(['open', 'complete', 'cancelled']),
  created_at: timestamp,
});
export type CheckoutRecord = z.infer<typeof checkoutRecordSchema>;

/** A linked social account; `connected_pages` is made from the pages when it is sent. */
export const socialAccountRecordSchema = z.extend(socialAccountSchema, {
  owner_id: idSchema,
  expires_at: z.string(),
});
export type SocialAccountRecord = z.infer<typeof socialAccountRecordSchema>;

/** A page of a linked account: `id` is the record, `page_id` the provider's page id. */
export const pageRecordSchema = z.extend(connectedPageSchema, {
  page_id: idSchema,
  name: z.string(),
  category: z.string(),
  is_active: z.boolean(),
  account_id: idSchema,
  platform: z.string(),
});
export type PageRecord = z.infer<typeof pageRecordSchema>;

/** A page added to a team. */
export const teamPageRecordSchema = z.object({
  id: idSchema,
  team_id: idSchema,
  page_id: idSchema,
  platform: z.string(),
  is_active: z.boolean(),
});
export type TeamPageRecord = z.infer<typeof teamPageRecordSchema>;

/** Queue items (posts, stories and reels scheduled for later) and published posts share one shape. */
export const scheduledItemRecordSchema = z.extend(scheduledItemSchema, { created_at: z.string() });
export type ScheduledItemRecord = z.infer<typeof scheduledItemRecordSchema>;

/**
 * Stories and reels submitted for publishing. `submitted_at` set: the status moves from pending
 * through processing to `status` over time (see domain/processing); null: `status` as stored.
 */
const processingFields = {
  team_id: idSchema,
  submitted_at: z.nullable(z.number()),
  is_deleted: z.boolean(),
  status: itemStatusSchema,
};

export const storyRecordSchema = z.extend(storyHistoryItemSchema, processingFields);
export type StoryRecord = z.infer<typeof storyRecordSchema>;

export const reelRecordSchema = z.extend(reelHistoryItemSchema, {
  ...processingFields,
  /** The provider's error code when the reel failed. */
  error_code: z.nullable(z.number()),
});
export type ReelRecord = z.infer<typeof reelRecordSchema>;

export const batchRecordSchema = z.extend(postBatchSchema, { team_id: idSchema, created_at: z.string() });
export type BatchRecord = z.infer<typeof batchRecordSchema>;

export const cmsPageRecordSchema = z.extend(cmsPageSchema, { slug: z.string() });
export type CmsPageRecord = z.infer<typeof cmsPageRecordSchema>;

export const blogPostRecordSchema = blogPostSchema;
export type BlogPostRecord = z.infer<typeof blogPostRecordSchema>;
