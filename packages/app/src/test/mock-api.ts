// Drafts live in IndexedDB, which jsdom does not have.
import 'fake-indexeddb/auto';
import { createMockServer, resetMockData } from '@causeway/mocks/node';
import { http, type HttpHandler, type JsonBodyType } from 'msw';
import type { SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { forgetAllDrafts } from '../publishing/drafts';
import { toasts } from '../toasts';
import { resetAppState } from './app-state';
import { resolveRequestsAgainstPage } from './page-origin';

/**
 * The mock backend for a file of container tests: freshly seeded data and a clean app (storage,
 * session atoms, query cache) for every test; any request no handler answers fails the test.
 * Whole pages render in jsdom here, so a test gets more time than a unit test.
 */
export async function setUpMockApi(): Promise<SetupServer> {
  vi.setConfig({ testTimeout: 20_000 });
  const server = await createMockServer();
  let restoreRequest = () => {};
  beforeAll(() => {
    restoreRequest = resolveRequestsAgainstPage();
    server.listen({ onUnhandledFrame: 'error' });
  });
  beforeEach(async () => {
    resetAppState();
    await forgetAllDrafts();
  });
  afterEach(async () => {
    // Toasts outlive a test (5 s); the next test starts with none waiting in line.
    toasts.queue.clear();
    server.resetHandlers();
    await resetMockData();
  });
  afterAll(() => {
    server.close();
    restoreRequest();
  });
  return server;
}

export interface ReceivedRequest {
  method: string;
  path: string;
  /** The query parameters, as sent. */
  query: Record<string, string>;
  body: JsonBodyType | undefined;
  /** `Date.now()` when it arrived (the fake clock's, when a test fakes Date). */
  at: number;
}

function parseBody(text: string): JsonBodyType {
  try {
    return JSON.parse(text) as JsonBodyType;
  } catch {
    return text;
  }
}

/**
 * What the server received: every API request, in order (the handlers still answer). Call it after
 * the test's own `server.use(...)`, so that it sees the requests those answer too.
 */
export function recordRequests(server: SetupServer): ReceivedRequest[] {
  const received: ReceivedRequest[] = [];
  const recorder: HttpHandler = http.all('*', async ({ request }) => {
    const at = Date.now();
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const url = new URL(request.url);
    received.push({
      at,
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: text ? parseBody(text) : undefined,
    });
    return undefined;
  });
  server.use(recorder);
  return received;
}

/** `received` as 'METHOD /path' lines, the API base left out. */
export function calls(received: readonly ReceivedRequest[]): string[] {
  return received.map(({ method, path }) => `${method} ${path.replace(/^\/api/, '')}`);
}
