const localOrigin = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/** Whether an origin is a page on this machine (the only pages the mock server answers across origins). */
export function isLocalOrigin(origin: string | null | undefined): origin is string {
  return typeof origin === 'string' && localOrigin.test(origin);
}

/** CORS headers for a localhost origin; none for anything else. */
export function corsHeaders(origin: string | undefined): Record<string, string> {
  if (!isLocalOrigin(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, X-Mock-Scenario',
    'Access-Control-Expose-Headers': 'X-Mock-Scenario',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}
