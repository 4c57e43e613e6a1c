import { Collection } from '@msw/data';
import {
  batchRecordSchema,
  billingDetailsRecordSchema,
  blogPostRecordSchema,
  checkoutRecordSchema,
  cmsPageRecordSchema,
  inviteRecordSchema,
  invoiceRecordSchema,
  memberRecordSchema,
  pageRecordSchema,
  paymentMethodRecordSchema,
  planRecordSchema,
  reelRecordSchema,
  scheduledItemRecordSchema,
  sessionRecordSchema,
  socialAccountRecordSchema,
  storyRecordSchema,
  subscriptionRecordSchema,
  teamPageRecordSchema,
  teamRecordSchema,
  userRecordSchema,
} from './records';

/**
 * The collections the mock backend's data lives in: one @msw/data collection per kind of record.
 * Made here, apart from the db, so that the seed can name their type without importing the db.
 */
export function createCollections() {
  return {
    users: new Collection({ schema: userRecordSchema }),
    sessions: new Collection({ schema: sessionRecordSchema }),
    teams: new Collection({ schema: teamRecordSchema }),
    members: new Collection({ schema: memberRecordSchema }),
    invites: new Collection({ schema: inviteRecordSchema }),
    plans: new Collection({ schema: planRecordSchema }),
    subscriptions: new Collection({ schema: subscriptionRecordSchema }),
    paymentMethods: new Collection({ schema: paymentMethodRecordSchema }),
    invoices: new Collection({ schema: invoiceRecordSchema }),
    billingDetails: new Collection({ schema: billingDetailsRecordSchema }),
    checkouts: new Collection({ schema: checkoutRecordSchema }),
    socialAccounts: new Collection({ schema: socialAccountRecordSchema }),
    pages: new Collection({ schema: pageRecordSchema }),
    teamPages: new Collection({ schema: teamPageRecordSchema }),
    scheduledItems: new Collection({ schema: scheduledItemRecordSchema }),
    posts: new Collection({ schema: scheduledItemRecordSchema }),
    stories: new Collection({ schema: storyRecordSchema }),
    reels: new Collection({ schema: reelRecordSchema }),
    batches: new Collection({ schema: batchRecordSchema }),
    cmsPages: new Collection({ schema: cmsPageRecordSchema }),
    blogPosts: new Collection({ schema: blogPostRecordSchema }),
  };
}

export type Db = ReturnType<typeof createCollections>;
export type CollectionName = keyof Db;
