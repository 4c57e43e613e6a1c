/**
 * @causeway/api-client — the HTTP contract of Causeway.
 *
 * - `createApiClient({ baseUrl, tokens, onSessionExpired, fetch?, timeout?, uploadTimeout? })`
 *   and its type `ApiClient`; or the transport apart (`createHttp`), every group over it
 *   (`apiClientOver`) and one domain's group over it (`bind(http, cmsEndpoints)`);
 * - `ApiError` (the one error every call rejects with) and its guards;
 * - the token store interface (`TokenStore`) and a plain in-memory one;
 * - the catalogue texts the client uses (`fallbacks`, `transportMessages`, …).
 * Schemas are at '@causeway/api-client/schemas', pure product rules at '@causeway/api-client/domain'.
 */
export { createApiClient, apiClientOver, type ApiClient, type ApiClientOptions } from './create-api-client';
export { createHttp, type Http } from './http/create-http';
export { bind } from './endpoints/shared';
export { cmsEndpoints } from './endpoints/cms';
export {
  ApiError,
  isApiError,
  isApiWarning,
  isConnectionError,
  isSessionExpired,
  type ApiErrorInit,
  type ApiErrorKind,
  type FieldErrors,
} from './http/api-error';
export { createMemoryTokenStore, type TokenStore, type Tokens } from './http/auth';
export {
  fallbacks,
  googleLoginMessages,
  loginMessages,
  publishMessages,
  registerMessages,
  requestMessages,
  transportMessages,
} from './http/messages';
export { serverMessage, fieldErrorsFrom } from './http/server-message';
export type { RegisterInput, UpdateUserInput } from './endpoints/users';
export type { PublishPostInput, PublishReelInput, PublishStoryInput } from './endpoints/publishing';
export type { ScheduleInput, RescheduleInput } from './endpoints/scheduler';
export type { PageScope } from './endpoints/bulk-delete';
export type { SocialAccount } from './domain/social-account';
export type { ResolvedPlan } from './domain/plans';
