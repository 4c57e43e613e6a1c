import type { Page } from '@playwright/test';

/** An API call the page made, as the server receives it (the app's '/api' base left out). */
export interface ApiRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** Every API call the page makes from now on, in order; read the array when needed. */
export function recordApiRequests(page: Page): ApiRequest[] {
  const received: ApiRequest[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    const text = request.postData();
    let body: unknown;
    try {
      body = text ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      body = text;
    }
    received.push({
      method: request.method(),
      path: url.pathname.replace(/^\/api/, ''),
      query: Object.fromEntries(url.searchParams),
      body,
    });
  });
  return received;
}

/** The calls of one method to one path. */
export const callsTo = (received: readonly ApiRequest[], method: string, path: string) =>
  received.filter((request) => request.method === method && request.path === path);
