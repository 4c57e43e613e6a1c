import { billingEndpoints } from './endpoints/billing';
import { bulkDeleteEndpoints } from './endpoints/bulk-delete';
import { cmsEndpoints } from './endpoints/cms';
import { publishingEndpoints } from './endpoints/publishing';
import { schedulerEndpoints } from './endpoints/scheduler';
import { bind } from './endpoints/shared';
import { socialEndpoints } from './endpoints/social';
import { teamsEndpoints } from './endpoints/teams';
import { usersEndpoints } from './endpoints/users';
import { createHttp, type Http, type HttpOptions } from './http/create-http';

export type ApiClientOptions = HttpOptions;

/**
 * Creates the client: every call of both specs, grouped by domain. Calls carry the bearer token
 * except the five public ones (login, register, password reset request and confirm, billing plans);
 * a 401 runs one shared token refresh and replays the call; every failure rejects with `ApiError`.
 *
 * @example
 * const api = createApiClient({ baseUrl: 'https://api.example.com', tokens, onSessionExpired: () => navigate('/login') });
 * const teams = await api.teams.list();
 */
export function createApiClient(options: ApiClientOptions) {
  return apiClientOver(createHttp(options));
}

/**
 * Every call group over a transport made apart (`createHttp`). An app that also reaches one
 * domain on its own (`bind(http, cmsEndpoints)`: the content pages, which then load only that
 * domain's schemas) shares the transport, and with it the one token refresh.
 */
export function apiClientOver(http: Http) {
  return {
    users: bind(http, usersEndpoints),
    teams: bind(http, teamsEndpoints),
    billing: bind(http, billingEndpoints),
    social: bind(http, socialEndpoints),
    publishing: bind(http, publishingEndpoints),
    scheduler: bind(http, schedulerEndpoints),
    bulkDelete: bind(http, bulkDeleteEndpoints),
    cms: bind(http, cmsEndpoints),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
