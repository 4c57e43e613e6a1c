import { apiPaths, type ApiPath } from '@causeway/api-client/paths';

/**
 * An API path as msw matches it: under any base ('/api' in the app's mock mode, the Node server's
 * root, a test's base URL), with the pattern's `:name` placeholders as path parameters.
 *
 * @example http.get(route(apiPaths.teams.members), (context) => … param(context, 'id') …)
 */
export function route(path: ApiPath): string {
  return `*${path}`;
}

/** The API's top-level path segments ('users', 'teams', 'control-tower', …), under whatever base the app uses. */
const roots = new Set(
  Object.values(apiPaths).flatMap((group) => Object.values(group).map((path) => path.split('/')[1])),
);
const apiPath = new RegExp(`/(${[...roots].join('|')})/[^.]*$`);

/**
 * Whether a request is an API call (and not a page load or one of the app's own files), so that
 * catch-all handlers never touch the app itself in the browser.
 */
export function isApiRequest(request: Request): boolean {
  if (request.mode === 'navigate' || request.destination === 'document') return false;
  if (request.headers.get('accept')?.startsWith('text/html')) return false;
  const { pathname } = new URL(request.url);
  return !pathname.startsWith('/__mock/') && apiPath.test(pathname);
}
