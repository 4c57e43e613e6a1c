import type { Plugin } from 'vite';

/**
 * A real-mode build whose API lives on another origin tells the browser to open that connection
 * while the page's scripts load (`<link rel="preconnect">`): a page's first call then skips the DNS,
 * TCP and TLS round trips, which on a mobile line take longer than the call itself. The
 * client's calls carry no cookies, so the connection is the anonymous CORS one (`crossorigin`).
 * Nothing is added for mock mode or an API on the page's own origin.
 */
export function apiPreconnect(apiBaseUrl: string | undefined): Plugin {
  const origin = apiOrigin(apiBaseUrl);
  return {
    name: 'causeway-api-preconnect',
    transformIndexHtml: () =>
      origin ? [{ tag: 'link', attrs: { rel: 'preconnect', href: origin, crossorigin: '' }, injectTo: 'head' }] : [],
  };
}

/** The origin of an absolute API base URL; null for a relative one (the page's own origin) or none. */
export function apiOrigin(apiBaseUrl: string | undefined): string | null {
  if (!apiBaseUrl) return null;
  try {
    return new URL(apiBaseUrl).origin;
  } catch {
    return null;
  }
}
