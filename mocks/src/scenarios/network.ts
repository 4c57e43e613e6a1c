import { fallbacks, transportMessages } from '@causeway/api-client';
import { apiPaths } from '@causeway/api-client/paths';
import { delay, http, HttpResponse } from 'msw';
import { mockConfig } from '../config';
import { expireAccessTokens } from '../domain/sessions';
import { isApiRequest } from '../handlers/support/api-request';
import { answer } from './answers';
import { onceForAllTokens } from './session-expiry';
import type { Scenario } from './types';

const anyApiCall = ({ request }: { request: Request }) => isApiRequest(request);

export const networkScenarios: Scenario[] = [
  {
    id: 'network.down',
    area: 'network',
    description: 'Network down: no call reaches the server (every request fails without an answer).',
    handlers: [http.all(anyApiCall, () => HttpResponse.error())],
    probe: {
      call: (api) => api.teams.list(),
      outcome: { status: null, message: transportMessages.network, kind: 'network' },
    },
  },
  {
    id: 'network.slow',
    area: 'network',
    description: 'Slow network: every answer arrives 3 seconds late.',
    handlers: [
      http.all(anyApiCall, async () => {
        await delay(mockConfig().slowMs);
        return undefined;
      }),
    ],
  },
  {
    id: 'server.error-no-body',
    area: 'server',
    description:
      'Server error without a body: every call answers 500 with nothing in it, so each screen shows its fallback text.',
    handlers: [http.all(anyApiCall, () => new HttpResponse(null, { status: 500 }))],
    probe: { call: (api) => api.teams.list(), outcome: { status: 500, message: fallbacks.teams.list } },
  },
  {
    id: 'session.expired-now',
    area: 'session',
    description:
      'Session expired now: the access token in use expires at once; the next call is refused with 401, the token is refreshed and the call replayed.',
    handlers: [onceForAllTokens('session.expired-now', expireAccessTokens)],
  },
  {
    id: 'session.refresh-fails',
    area: 'session',
    description:
      'Refresh fails: the access token expires at once and the refresh is refused with 401, so the session ends and the app returns to sign-in.',
    handlers: [
      onceForAllTokens('session.refresh-fails', expireAccessTokens),
      answer('post', apiPaths.users.refreshToken, 401, {
        detail: 'Token is invalid or expired',
        code: 'token_not_valid',
      }),
    ],
    probe: {
      call: (api) => api.teams.list(),
      outcome: { status: 401, message: 'Token is invalid or expired', kind: 'session-expired' },
    },
  },
];
