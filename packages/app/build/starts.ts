import type { BootStart } from './boot/boot-config';

/**
 * A public address whose text comes from the server in one call any visitor makes. Its page's boot
 * script starts that call, and the chunks of what the app draws there, with the entry's: the text
 * is asked for at once, not after the entry has run, asked for the route's chunks and run them.
 * Prerendered or not: an address without a file of its own is served the landing page's.
 */
export interface ServerTextPage {
  /** The route's pattern: '/blog/:slug' (each `:name` one segment). */
  readonly path: string;
  /** The call's path under the API's base URL, as the page's query asks it. */
  readonly call: string;
  /** The lazy layers and page the app draws there (source files under packages/app). */
  readonly ahead: readonly string[];
}

/**
 * A signed-in address and what its page runs before it draws (the signed-in data, the app, the
 * session guard, the shell, the page). An address has a file of its own naming those files
 * (page-html.ts, appPageHtml); a pattern is served the landing page's file, whose boot script
 * starts them for a visitor with a session.
 */
export interface SignedInPage {
  /** The route's pattern; '/team/*' is every address under '/team' not listed before it. */
  readonly path: string;
  /** What the page runs before it draws (source files under packages/app). */
  readonly ahead: readonly string[];
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The start of a server-text page: its address, its text's URL (the API's base joined to the call)
 * and its route's chunks.
 */
export function serverTextStart(page: ServerTextPage, apiBaseUrl: string, modules: string[]): BootStart {
  return {
    pattern: `^${literal(page.path).replace(/:\w+/g, '[^/]+')}/?$`,
    modules,
    fetch: apiBaseUrl.replace(/\/+$/, '') + page.call,
  };
}

/** The start of a signed-in address, for a visitor with a session only. */
export function signedInStart(page: SignedInPage, modules: string[]): BootStart {
  return { pattern: `^${literal(page.path).replace(/\/\\\*$/, '(/.*)?')}/?$`, modules, signedIn: true };
}

export function startMatches(start: BootStart, path: string): boolean {
  return new RegExp(start.pattern).test(path);
}
