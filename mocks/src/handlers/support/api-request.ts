/** The API's top-level path segments, under whatever base the app uses. */
const apiPath = /\/(users|teams|billing|control-tower|facebook|scheduler|cms)\/[^.]*$/;

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
