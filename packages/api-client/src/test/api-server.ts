import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from '../create-api-client';
import { createMemoryTokenStore, type TokenStore } from '../http/auth';

/*
 * Test helpers: an msw/node server that records what each request carried, and a client wired to
 * it. Every test file that calls `useApiServer()` fails on any request no handler answers.
 */

export const baseUrl = 'https://api.causeway.test';

/** A file part as it arrived: its name, type and text. */
export interface ReceivedFile {
  file: string;
  type: string;
  text: string;
}

export interface Received {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | null;
  contentType: string | null;
  /** The JSON body, the multipart parts, or the raw text (undefined when there was no body). */
  json?: unknown;
  form?: Record<string, string | ReceivedFile>;
  text?: string;
}

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

async function receive(request: Request): Promise<Received> {
  const url = new URL(request.url);
  const contentType = request.headers.get('content-type');
  const received: Received = {
    method: request.method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    authorization: request.headers.get('authorization'),
    contentType,
  };
  if (contentType?.includes('multipart/form-data')) {
    const form: Record<string, string | ReceivedFile> = {};
    for (const [name, value] of (await request.formData()).entries()) {
      form[name] = typeof value === 'string' ? value : { file: value.name, type: value.type, text: await value.text() };
    }
    received.form = form;
  } else {
    const text = await request.text();
    if (text !== '') {
      if (contentType?.includes('application/json')) received.json = JSON.parse(text) as unknown;
      else received.text = text;
    }
  }
  return received;
}

export type Responder = (received: Received) => Response | Promise<Response>;

/** Answers JSON with a status (200 by default). */
export function json(body: unknown, status = 200): Response {
  return HttpResponse.json(body as never, { status });
}

/** Answers a status with no body. */
export function empty(status = 204): Response {
  return new HttpResponse(null, { status });
}

export function useApiServer() {
  const server = setupServer();
  const received: Received[] = [];
  const unhandled: string[] = [];

  beforeAll(() => {
    server.listen({
      onUnhandledFrame: ({ frame, defaults }) => {
        const request = (frame.data as { request?: Request }).request;
        unhandled.push(request ? `${request.method} ${request.url}` : String(frame.protocol));
        defaults.error();
      },
    });
  });
  afterEach(() => {
    server.resetHandlers();
    received.length = 0;
    const leftOver = unhandled.splice(0);
    expect(leftOver, 'requests no handler answered').toEqual([]);
  });
  afterAll(() => server.close());

  /** Answers `method path` (exact, under the base) with `respond`, recording what arrived. */
  function route(method: Method, path: string, respond: Responder): void {
    server.use(
      http[method](`${baseUrl}${path}`, async ({ request }) => {
        const arrived = await receive(request.clone());
        received.push(arrived);
        return respond(arrived);
      }),
    );
  }

  /** Answers every request under the base with `respond`, recording what arrived. */
  function routeAll(respond: Responder): void {
    server.use(
      http.all(`${baseUrl}/*`, async ({ request }) => {
        const arrived = await receive(request.clone());
        received.push(arrived);
        return respond(arrived);
      }),
    );
  }

  return { server, received, route, routeAll };
}

export interface TestClient {
  api: ReturnType<typeof createApiClient>;
  tokens: TokenStore;
  onSessionExpired: ReturnType<typeof vi.fn>;
}

/** A client on the test server, signed in with access-1 / refresh-1 unless told otherwise. */
export function createTestClient(
  options: Partial<Omit<ApiClientOptions, 'tokens'>> & { tokens?: TokenStore } = {},
): TestClient {
  const tokens = options.tokens ?? createMemoryTokenStore({ access: 'access-1', refresh: 'refresh-1' });
  const onSessionExpired = vi.fn();
  const api = createApiClient({ baseUrl, onSessionExpired, ...options, tokens });
  return { api, tokens, onSessionExpired };
}

/** Resolves to the error a promise rejects with; fails the test when it resolves. */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to reject, but it resolved');
}
