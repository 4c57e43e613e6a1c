import type { HttpResponseResolver, PathParams } from 'msw';

/** What msw hands a resolver: the request, path params, cookies. */
export type Info = Parameters<HttpResponseResolver<PathParams>>[0];

/** One step of a handler; the higher-order steps (auth, body) add to the context and call the next. */
export type Step<C> = (context: C) => Response | Promise<Response>;

/** A path parameter as text ('' when absent). */
export function param(context: Info, name: string): string {
  const value = context.params[name];
  return typeof value === 'string' ? decodeURIComponent(value) : '';
}

/** A query parameter, or null when absent or empty. */
export function query(context: Info, name: string): string | null {
  const value = new URL(context.request.url).searchParams.get(name);
  return value === null || value.trim() === '' ? null : value;
}
