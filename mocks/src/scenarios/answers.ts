import type { ApiClient } from '@causeway/api-client';
import type { ApiPath } from '@causeway/api-client/paths';
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { route } from '../handlers/support/api-request';
import { demo } from '../seed/demo';
import type { Scenario } from './types';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Answers `method path` with a status and a JSON body, or no body at all when `body` is left out. */
export function answer(method: Method, path: ApiPath, status: number, body?: JsonBodyType): HttpHandler {
  return http[method](route(path), () =>
    body === undefined ? new HttpResponse(null, { status }) : HttpResponse.json(body, { status }),
  );
}

/** A 200 whose body is not what the client reads (no tokens, wrong shape). */
export function unreadable(method: Method, path: ApiPath): HttpHandler {
  return answer(method, path, 200, { status: 'ok' });
}

/** No answer at all for one call, as when the connection drops. */
export function dropped(method: Method, path: ApiPath): HttpHandler {
  return http[method](route(path), () => HttpResponse.error());
}

/**
 * A catalogue fallback: the call fails with 500 and no body, so the client shows its fallback text.
 * `message` is the client's text for that call.
 */
export function fallbackScenario(
  id: string,
  description: string,
  method: Method,
  path: ApiPath,
  call: (api: ApiClient) => Promise<unknown>,
  message: string,
): Scenario {
  return {
    id,
    area: id.split('.')[0] ?? id,
    description,
    handlers: [answer(method, path, 500)],
    probe: { call, outcome: { status: 500, message } },
  };
}

/** Ids and payloads the probes use. */
export const sample = {
  login: { email: demo.email, password: demo.password },
  billingDetails: {
    full_name: 'Demo User',
    billing_email: 'billing@causeway.test',
    country: 'Portugal',
    state: 'Lisboa',
    city: 'Lisbon',
    address_line1: 'Rua das Flores 28',
    address_line2: '',
    postal_code: '1200-195',
    tax_type: 'VAT' as const,
    tax_id: 'PT509999999',
  },
  photo: () => new File([new Uint8Array([137, 80, 78, 71])], 'harbour.png', { type: 'image/png' }),
  video: () => new File([new Uint8Array([0, 0, 0, 24])], 'reel.mp4', { type: 'video/mp4' }),
  /** An ISO instant a week from now. */
  nextWeek: () => new Date(Date.now() + 7 * 24 * 60 * 60_000).toISOString(),
};
