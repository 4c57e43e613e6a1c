import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import type { Plugin, ResolvedConfig } from 'vite';
import {
  facebookSdkScriptUrl,
  googleIdentityScriptUrl,
  trustedTypesPolicyNames,
} from '../src/security/trusted-sources';
import { apiOrigin } from './api-preconnect';

/*
 * The response headers a real-mode build is served with, in one place: the build writes them to
 * `_headers` (the file Netlify and Cloudflare Pages read), and deploy/nginx.mjs makes an nginx
 * server of the same file. docs/security.md says why each directive is what it is.
 */

/** What the policy depends on: the VITE_ variables of a real-mode build. */
export interface PolicySettings {
  /** VITE_API_BASE_URL: its origin is called, and serves media. */
  apiBaseUrl: string;
  /** VITE_GOOGLE_CLIENT_ID: Google Identity Services is allowed when set. */
  googleClientId?: string;
  /** VITE_FACEBOOK_APP_ID: the Facebook SDK is allowed when set. */
  facebookAppId?: string;
  /** VITE_CHATBOT_SCRIPT_URL: the chat widget's origin is allowed when set. */
  chatbotScriptUrl?: string;
  /**
   * VITE_MEDIA_ORIGINS: origins (space- or comma-separated) of the pictures and videos the API's
   * replies link to (profile pictures, post media, blog images), when not the API's own.
   */
  mediaOrigins?: string;
}

/** The sha256 sources of the inline `<script>` and `<style>` elements of the built pages. */
export interface InlineHashes {
  scripts: readonly string[];
  styles: readonly string[];
}

/** Headers for the addresses a pattern matches: '/*' every address, '/assets/*' what is under /assets/. */
export interface HeaderRule {
  path: string;
  headers: readonly (readonly [name: string, value: string])[];
}

type Directive = 'script-src' | 'style-src' | 'img-src' | 'media-src' | 'connect-src' | 'frame-src';

/**
 * What each third-party service needs, allowed only when the build names it (the app loads none
 * it is not configured for: src/security/trusted-types.ts).
 */
const services: readonly {
  configured: (settings: PolicySettings) => string | undefined;
  sources: (value: string) => Partial<Record<Directive, readonly string[]>>;
}[] = [
  {
    // Google's published list for Identity Services.
    configured: (settings) => settings.googleClientId,
    sources: () => ({
      'script-src': [googleIdentityScriptUrl],
      'style-src': ['https://accounts.google.com/gsi/style'],
      'connect-src': ['https://accounts.google.com/gsi/'],
      'frame-src': ['https://accounts.google.com/gsi/'],
    }),
  },
  {
    // The SDK's loader and the files it loads; its login window and cross-domain frames.
    configured: (settings) => settings.facebookAppId,
    sources: () => ({
      'script-src': [new URL(facebookSdkScriptUrl).origin],
      'connect-src': ['https://graph.facebook.com', 'https://www.facebook.com'],
      'frame-src': ['https://www.facebook.com', 'https://web.facebook.com', 'https://staticxx.facebook.com'],
      'img-src': ['https://www.facebook.com'],
    }),
  },
  {
    // A widget loads more of itself, calls home and often draws in a frame: its origin for each.
    configured: (settings) => settings.chatbotScriptUrl,
    sources: (url) => {
      const origin = [new URL(url).origin];
      return {
        'script-src': origin,
        'style-src': origin,
        'connect-src': origin,
        'frame-src': origin,
        'img-src': origin,
      };
    },
  },
];

function serviceSources(settings: PolicySettings, directive: Directive): string[] {
  return services.flatMap((service) => {
    const value = service.configured(settings);
    return value ? (service.sources(value)[directive] ?? []) : [];
  });
}

/** Origins named in a space- or comma-separated list; anything else stops the build. */
function origins(list: string | undefined): string[] {
  return (list ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((each) => {
      const url = new URL(each);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${each} is not an http(s) origin`);
      return url.origin;
    });
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const unique = (sources: readonly string[]) => [...new Set(sources)];

/**
 * `<style>` elements a library adds while the app runs, whose text never changes: React Aria's
 * press style (usePress adds it once, so a double tap to zoom does not delay presses). A new
 * version that changes it fails security-headers.test.ts, and the 'policy enforced' journeys.
 */
export const runtimeStyles = [
  ['@layer {', '  [data-react-aria-pressable] {', '    touch-action: pan-x pan-y pinch-zoom;', '  }', '}'].join('\n'),
];

/** The Content-Security-Policy of every page of a real-mode build. */
export function contentSecurityPolicy(settings: PolicySettings, hashes: InlineHashes): string {
  const api = apiOrigin(settings.apiBaseUrl);
  const apiSources = api ? [api] : [];
  const media = [...apiSources, ...origins(settings.mediaOrigins)];
  const loadsScripts = services.some((service) => service.configured(settings));
  const frames = serviceSources(settings, 'frame-src');
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...hashes.scripts, ...serviceSources(settings, 'script-src')],
    ['style-src', "'self'", ...hashes.styles, ...runtimeStyles.map(sha256), ...serviceSources(settings, 'style-src')],
    // Style attributes cannot run script. The pages painted from HTML carry them (React Aria's
    // visually hidden text) and third-party widgets set them.
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...media, ...serviceSources(settings, 'img-src')],
    ['media-src', "'self'", 'blob:', ...media],
    ['connect-src', "'self'", ...apiSources, ...serviceSources(settings, 'connect-src')],
    ['font-src', "'self'"],
    ['frame-src', ...(frames.length ? frames : ["'none'"])],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['frame-ancestors', "'none'"],
    ['form-action', "'self'"],
    ['require-trusted-types-for', "'script'"],
    ['trusted-types', trustedTypesPolicyNames.html, ...(loadsScripts ? [trustedTypesPolicyNames.scriptUrl] : [])],
  ];
  return directives.map(([name, ...sources]) => [name, ...unique(sources)].join(' ')).join('; ');
}

/** Every header of a real-mode build, by address pattern; for one address a later rule's header wins. */
export function headerRules(settings: PolicySettings, hashes: InlineHashes, assetsDir = 'assets'): HeaderRule[] {
  return [
    {
      path: '/*',
      headers: [
        ['Content-Security-Policy', contentSecurityPolicy(settings, hashes)],
        ['X-Content-Type-Options', 'nosniff'],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
        ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
        // Pages, and every address the app's fallback answers: asked again each time, so a new
        // build is seen at once.
        ['Cache-Control', 'no-cache'],
      ],
    },
    {
      // Named by their content's hash: a new build writes new names.
      path: `/${assetsDir}/*`,
      headers: [['Cache-Control', 'public, max-age=31536000, immutable']],
    },
  ];
}

/** The rules in the `_headers` format: a pattern on its own line, then its headers indented. */
export function headersFile(rules: readonly HeaderRule[]): string {
  return (
    rules
      .map((rule) => [rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'))
      .join('\n') + '\n'
  );
}

/** What a built page may not hold: the policy blocks it (inline handlers, `javascript:` URLs). */
function blockedInline(document: Document): string[] {
  const found: string[] = [];
  for (const element of document.querySelectorAll('*')) {
    for (const name of element.getAttributeNames()) {
      const value = element.getAttribute(name) ?? '';
      if (name.startsWith('on')) found.push(`<${element.localName} ${name}>`);
      else if (/^\s*javascript:/i.test(value)) found.push(`<${element.localName} ${name}="${value}">`);
    }
  }
  return found;
}

/**
 * The hashes of every inline `<script>` and `<style>` of every `.html` file under `outDir`, read
 * from the files as written (whatever wrote them), with an HTML parser. Stops the build when a page
 * holds something the policy would block.
 */
export async function inlineHashes(outDir: string): Promise<InlineHashes> {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  const pages = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html'));
  for (const page of pages) {
    const file = join(page.parentPath, page.name);
    const { document } = new JSDOM(await readFile(file, 'utf8')).window;
    const roots = [document, ...[...document.querySelectorAll('template')].map((each) => each.content)];
    for (const root of roots) {
      for (const script of root.querySelectorAll('script:not([src])')) scripts.add(sha256(script.textContent ?? ''));
      for (const style of root.querySelectorAll('style')) styles.add(sha256(style.textContent ?? ''));
    }
    const blocked = blockedInline(document);
    if (blocked.length) throw new Error(`${file} holds what the Content-Security-Policy blocks: ${blocked.join(', ')}`);
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort() };
}

/** The policy's settings from the build's VITE_ variables. */
export function policySettings(env: Record<string, string | undefined>): PolicySettings {
  return {
    apiBaseUrl: env.VITE_API_BASE_URL ?? '',
    googleClientId: env.VITE_GOOGLE_CLIENT_ID,
    facebookAppId: env.VITE_FACEBOOK_APP_ID,
    chatbotScriptUrl: env.VITE_CHATBOT_SCRIPT_URL,
    mediaOrigins: env.VITE_MEDIA_ORIGINS,
  };
}

/**
 * Writes `_headers` into a real-mode build's output, once everything else has been written: the
 * hashes are those of the pages as served, whichever plugin made them. Mock mode (no
 * VITE_API_BASE_URL) writes none: msw's service worker and the stand-in SDKs run there.
 */
export function securityHeaders(env: Record<string, string | undefined>): Plugin {
  let config: ResolvedConfig;
  let outDir: string | undefined;
  return {
    name: 'causeway-security-headers',
    enforce: 'post',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild && Boolean(env.VITE_API_BASE_URL),
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(output) {
      outDir = output.dir ?? join(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        // Nothing was written (the build failed): nothing to describe.
        if (!outDir) return;
        const rules = headerRules(policySettings(env), await inlineHashes(outDir), config.build.assetsDir);
        await writeFile(join(outDir, '_headers'), headersFile(rules));
      },
    },
  };
}
