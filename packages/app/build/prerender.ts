import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { inChunkOrder } from './app-stylesheets';
import { buildBootScript } from './boot/boot-script';
import { chunksAhead } from './chunks-ahead';
import { appPageHtml, pageHtml, type AppScripts, type PrerenderedPage } from './page-html';
import { pageForPath, pageTitle } from '../src/routes/page-meta';
import type { Stylesheet } from './page-stylesheets';
import { renderInChild } from './render-in-child';
import { serverTextStart, signedInStart, startMatches, type ServerTextPage, type SignedInPage } from './starts';

export type { PrerenderedPage } from './page-html';
export type { ServerTextPage, SignedInPage } from './starts';

export interface PrerenderOptions {
  /** The public pages painted from HTML. */
  readonly pages: readonly PrerenderedPage[];
  /** The deployed origin, for the pages' canonical and Open Graph addresses. */
  readonly siteUrl: string;
  /** The API's base URL, joined to each server-text page's call. */
  readonly apiBaseUrl: string;
  /** The public pages whose text the boot script asks for with the app's files (starts.ts). */
  readonly serverTextPages: readonly ServerTextPage[];
  /** The signed-in addresses, whose files the boot script starts for a visitor with a session (starts.ts). */
  readonly signedInPages: readonly SignedInPage[];
}

const renderEntry = 'src/prerender/render-page.ts';

/**
 * Public pages painted from HTML: after the browser build, the same app is built for Node, each
 * page rendered to HTML (src/prerender/render-page.ts) and written where a host serves that
 * address (`/` → index.html, `/help` → help.html), with the stylesheets its markup uses, its title,
 * description and Open Graph tags, and a boot script that starts the app (boot/boot.ts). The
 * browser then hydrates the page instead of drawing it, so it shows (and its links work) before
 * any script has run, and with scripts off. Each signed-in address gets a file too, with nothing
 * to paint but every file its page runs named in the head (page-html.ts, appPageHtml).
 */
export function prerender({ pages, siteUrl, apiBaseUrl, serverTextPages, signedInPages }: PrerenderOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'causeway-prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(output, bundle) {
      const outDir = output.dir ?? config.build.outDir;
      // One folder per output, so two builds at once (the bench's and the tests') keep apart.
      const serverDir = join(config.root, 'node_modules', '.prerender', basename(outDir));
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: { ssr: renderEntry, outDir: serverDir, emptyOutDir: true, copyPublicDir: false },
      });
      const rendered = renderInChild(
        join(serverDir, 'render-page.js'),
        pages.map((page) => page.path),
      );
      const bootScript = await buildBootScript(config.build.target);
      const template = readFileSync(join(outDir, 'index.html'), 'utf8');
      const stylesheets: Stylesheet[] = Object.values(bundle).flatMap((file) =>
        file.type === 'asset' && file.fileName.endsWith('.css')
          ? [{ href: config.base + file.fileName, css: String(file.source) }]
          : [],
      );
      const allStylesheets = writeAppStylesheets(outDir, config.base, inChunkOrder(bundle, stylesheets, config.base));
      const ahead = (modules: readonly string[], of: string) =>
        chunksAhead(bundle, modules, { root: config.root, base: config.base, of });
      // A signed-in address has a file of its own; a pattern ('/team/*') is served the landing page's.
      const appPages = signedInPages.filter((page) => !page.path.includes('*'));
      const starts = [
        ...serverTextPages.map((page) => serverTextStart(page, apiBaseUrl, ahead(page.ahead, page.path))),
        ...signedInPages
          .filter((page) => !appPages.includes(page))
          .map((page) => signedInStart(page, ahead(page.ahead, page.path))),
      ];
      const prerendered = (start: (typeof starts)[number]) => pages.some((page) => startMatches(start, page.path));
      for (const [index, page] of pages.entries()) {
        const made = rendered[index];
        if (!made) throw new Error(`${page.path} was not rendered`);
        // The landing page's file is also every other address's: it carries theirs.
        const startsHere = starts.filter((start) =>
          page.path === '/' ? !prerendered(start) : startMatches(start, page.path),
        );
        const file = page.path === '/' ? 'index.html' : `${page.path.slice(1)}.html`;
        writeFileSync(
          join(outDir, file),
          pageHtml(template, {
            page,
            made,
            siteUrl,
            stylesheets,
            bootScript: (scripts) =>
              bootScript({ ...scripts, starts: startsHere, ...(page.path === '/' && { stylesheets: allStylesheets }) }),
          }),
        );
      }
      const appPageBoot = (scripts: AppScripts) =>
        bootScript({ entry: scripts.entry, preloads: [], starts: [], stylesheets: allStylesheets });
      for (const page of appPages) {
        const file = join(outDir, `${page.path.slice(1)}.html`);
        mkdirSync(dirname(file), { recursive: true });
        const title = pageTitle(pageForPath(page.path));
        writeFileSync(
          file,
          appPageHtml(template, { title, modules: ahead(page.ahead, page.path), bootScript: appPageBoot }),
        );
      }
    },
  };
}

/**
 * Writes every stylesheet of the build into one file, in chunk order (app-stylesheets.ts), for the
 * pages the app draws (the landing page's file is theirs): a signed-in page asks for its styles at
 * once, in one request, instead of a stylesheet per chunk as each chunk's script runs.
 */
function writeAppStylesheets(outDir: string, base: string, ordered: readonly Stylesheet[]) {
  const css = ordered.map((each) => each.css).join('\n');
  const fileName = `assets/styles-${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`;
  writeFileSync(join(outDir, fileName), css);
  return { all: base + fileName, parts: ordered.map((each) => each.href) };
}
