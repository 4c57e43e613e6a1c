import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { ApiError } from '../http/api-error';
import { parseReply } from '../http/create-http';
import { allCases } from '../test/all-cases';
import * as schemas from './index';

const replySchemas: Record<string, z.ZodMiniType> = {
  loginReplySchema: schemas.loginReplySchema,
  googleLoginReplySchema: schemas.googleLoginReplySchema,
  registerReplySchema: schemas.registerReplySchema,
  refreshTokenReplySchema: schemas.refreshTokenReplySchema,
  userDetailsSchema: schemas.userDetailsSchema,
  actionReplySchema: schemas.actionReplySchema,
  teamListReplySchema: schemas.teamListReplySchema,
  teamDetailsSchema: schemas.teamDetailsSchema,
  teamMembersReplySchema: schemas.teamMembersReplySchema,
  inviteDetailsSchema: schemas.inviteDetailsSchema,
  teamPagesReplySchema: schemas.teamPagesReplySchema,
  addTeamPagesReplySchema: schemas.addTeamPagesReplySchema,
  plansReplySchema: schemas.plansReplySchema,
  checkoutReplySchema: schemas.checkoutReplySchema,
  currentSubscriptionReplySchema: schemas.currentSubscriptionReplySchema,
  subscriptionDetailsSchema: schemas.subscriptionDetailsSchema,
  billingHistoryReplySchema: schemas.billingHistoryReplySchema,
  billingDetailsSchema: schemas.billingDetailsSchema,
  paymentMethodsReplySchema: schemas.paymentMethodsReplySchema,
  cardSetupReplySchema: schemas.cardSetupReplySchema,
  socialAccountsReplySchema: schemas.socialAccountsReplySchema,
  accountPagesReplySchema: schemas.accountPagesReplySchema,
  publishPostReplySchema: schemas.publishPostReplySchema,
  publishStoryReplySchema: schemas.publishStoryReplySchema,
  publishReelReplySchema: schemas.publishReelReplySchema,
  storyStatusReplySchema: schemas.storyStatusReplySchema,
  reelStatusReplySchema: schemas.reelStatusReplySchema,
  postHistoryReplySchema: schemas.postHistoryReplySchema,
  storyHistoryReplySchema: schemas.storyHistoryReplySchema,
  reelHistoryReplySchema: schemas.reelHistoryReplySchema,
  scheduledItemsReplySchema: schemas.scheduledItemsReplySchema,
  postBatchesReplySchema: schemas.postBatchesReplySchema,
  getPostIdsReplySchema: schemas.getPostIdsReplySchema,
  deleteBatchReplySchema: schemas.deleteBatchReplySchema,
  cmsPageSchema: schemas.cmsPageSchema,
  faqPageSchema: schemas.faqPageSchema,
  blogPostsReplySchema: schemas.blogPostsReplySchema,
};

/** Valid replies from the endpoint cases, to mutate into nearly valid ones. */
const samples = allCases.map((endpoint) => endpoint.reply).filter((reply) => reply !== undefined);

/** Replaces the n-th value of a JSON tree (pre-order) with another. */
function replaceNth(tree: unknown, n: number, value: unknown): unknown {
  let index = 0;
  const walk = (node: unknown): unknown => {
    if (index++ === n) return value;
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node === 'object' && node !== null) {
      return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, walk(child)]));
    }
    return node;
  };
  return walk(tree);
}

/** Arbitrary JSON, and valid replies with one value anywhere inside replaced by arbitrary JSON. */
const replyBodies = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc
    .tuple(fc.constantFrom(...samples), fc.nat({ max: 40 }), fc.jsonValue({ maxDepth: 2 }))
    .map(([sample, n, value]) => replaceNth(sample, n, value)),
  fc.constantFrom(...samples),
);

describe('reply schemas against arbitrary JSON', () => {
  it.each(Object.entries(replySchemas))(
    '%s gives a parsed value or the client error, never another throw',
    (_name, schema) => {
      fc.assert(
        fc.property(replyBodies, (body) => {
          // The schema itself must be total: no transform may throw on what a server could send.
          expect(() => schema.safeParse(body)).not.toThrow();
          try {
            parseReply(schema, { status: 200, ok: true, data: body });
          } catch (error) {
            expect(error).toBeInstanceOf(ApiError);
            expect(error).toMatchObject({ kind: 'invalid-reply', data: body });
          }
        }),
        { numRuns: 150 },
      );
    },
  );
});
