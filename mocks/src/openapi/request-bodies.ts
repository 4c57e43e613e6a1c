import { apiPaths, type ApiPath } from '@causeway/api-client/paths';
import {
  addPaymentMethodRequestSchema,
  addTeamMemberRequestSchema,
  addTeamPagesRequestSchema,
  billingDetailsRequestSchema,
  cancelSubscriptionRequestSchema,
  cardSetupRequestSchema,
  changePasswordRequestSchema,
  checkoutSessionRequestSchema,
  connectFacebookRequestSchema,
  createTeamRequestSchema,
  deleteBatchRequestSchema,
  getPostIdsRequestSchema,
  googleLoginRequestSchema,
  historyQuerySchema,
  loginRequestSchema,
  logoutRequestSchema,
  pageScopeRequestSchema,
  passwordResetConfirmRequestSchema,
  passwordResetRequestSchema,
  publishPostFormSchema,
  publishReelFormSchema,
  publishStoryFormSchema,
  refreshTokenRequestSchema,
  registerRequestSchema,
  resendVerificationRequestSchema,
  schedulePostFormSchema,
  schedulePostRequestSchema,
  scheduledItemsQuerySchema,
  subscribeRequestSchema,
  teamPagePlatformSchema,
  updateScheduledPostFormSchema,
  updateScheduledPostRequestSchema,
  updateTeamMemberRequestSchema,
  updateUserFormSchema,
  verifyEmailRequestSchema,
} from '@causeway/api-client/schemas';
import type { z } from 'zod/mini';
import type { Method } from './operations';

/** The schemas a request of one method and path is checked with: its JSON or multipart body, its query. */
export interface RequestSchemas {
  json?: z.ZodMiniType;
  form?: z.ZodMiniType;
  /** An object schema of the query, or one schema per query parameter. */
  query?: z.ZodMiniObject | Record<string, z.ZodMiniType>;
}

const entry = (method: Method, path: ApiPath, schemas: RequestSchemas) => [`${method} ${path}`, schemas] as const;

/*
 * The endpoint functions type their bodies with these schemas but do not hand them over at run
 * time, so the document names them here: the schemas the mock handlers check each body with
 * (jsonBody, formBody, userJsonOrForm in mocks/src/handlers). The contract test checks that each
 * handler checks with the schema named here, and holds every request of the client to it.
 */
const table = new Map<string, RequestSchemas>([
  entry('post', apiPaths.users.login, { json: loginRequestSchema }),
  entry('post', apiPaths.users.googleLogin, { json: googleLoginRequestSchema }),
  entry('post', apiPaths.users.register, { json: registerRequestSchema }),
  entry('post', apiPaths.users.logout, { json: logoutRequestSchema }),
  entry('post', apiPaths.users.refreshToken, { json: refreshTokenRequestSchema }),
  entry('post', apiPaths.users.changePassword, { json: changePasswordRequestSchema }),
  entry('post', apiPaths.users.requestPasswordReset, { json: passwordResetRequestSchema }),
  entry('post', apiPaths.users.confirmPasswordReset, { json: passwordResetConfirmRequestSchema }),
  entry('post', apiPaths.users.verifyEmail, { json: verifyEmailRequestSchema }),
  entry('post', apiPaths.users.resendVerificationEmail, { json: resendVerificationRequestSchema }),
  entry('patch', apiPaths.users.user, { form: updateUserFormSchema }),

  entry('post', apiPaths.teams.create, { json: createTeamRequestSchema }),
  entry('post', apiPaths.teams.addMember, { json: addTeamMemberRequestSchema }),
  entry('patch', apiPaths.teams.updateMember, { json: updateTeamMemberRequestSchema }),
  entry('get', apiPaths.teams.pages, { query: { platform: teamPagePlatformSchema } }),
  entry('post', apiPaths.teams.pages, { json: addTeamPagesRequestSchema }),

  entry('post', apiPaths.billing.subscribe, { json: subscribeRequestSchema }),
  entry('post', apiPaths.billing.cancelSubscription, { json: cancelSubscriptionRequestSchema }),
  entry('put', apiPaths.billing.details, { json: billingDetailsRequestSchema }),
  entry('post', apiPaths.billing.addPaymentMethod, { json: addPaymentMethodRequestSchema }),
  entry('post', apiPaths.billing.createCardSetup, { json: cardSetupRequestSchema }),
  entry('post', apiPaths.billing.createCheckoutSession, { json: checkoutSessionRequestSchema }),

  entry('post', apiPaths.social.connectFacebook, { json: connectFacebookRequestSchema }),

  entry('post', apiPaths.publishing.publishPost, { form: publishPostFormSchema }),
  entry('post', apiPaths.publishing.publishStory, { form: publishStoryFormSchema }),
  entry('post', apiPaths.publishing.publishReel, { form: publishReelFormSchema }),
  entry('get', apiPaths.publishing.postHistory, { query: historyQuerySchema }),
  entry('get', apiPaths.publishing.storyHistory, { query: historyQuerySchema }),
  entry('get', apiPaths.publishing.reelHistory, { query: historyQuerySchema }),

  entry('post', apiPaths.scheduler.schedule, { json: schedulePostRequestSchema, form: schedulePostFormSchema }),
  entry('get', apiPaths.scheduler.list, { query: scheduledItemsQuerySchema }),
  entry('put', apiPaths.scheduler.post, {
    json: updateScheduledPostRequestSchema,
    form: updateScheduledPostFormSchema,
  }),

  entry('get', apiPaths.bulkDelete.batches, { query: pageScopeRequestSchema }),
  entry('post', apiPaths.bulkDelete.fetchPostIds, { json: getPostIdsRequestSchema }),
  entry('post', apiPaths.bulkDelete.deleteBatch, { json: deleteBatchRequestSchema }),
]);

/** The request schemas of one method and path (none for calls without a body or a checked query). */
export function requestSchemas(method: Method, path: ApiPath): RequestSchemas {
  return table.get(`${method} ${path}`) ?? {};
}
