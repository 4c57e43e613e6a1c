import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { pressedBeforeTakeoverAttribute } from '@causeway/ui/utils/pressed-before-takeover';
import { build, type Plugin, type ResolvedConfig } from 'vite';

import { storageKeys } from '../src/lib/storage';
import type { renderPage } from '../src/prerender/render-page';
import { pageDescriptions } from '../src/routes/page-descriptions';
import { pageTitle, type PageKey } from '../src/routes/page-meta';
import { stopMarkingPressesGlobal } from '../src/prerender/pressed-before-takeover';
import { prerenderedAttribute, unrenderedAttribute } from '../src/prerender/prerendered-page';
import { heldSubmitAttribute } from '../src/prerender/typed-before-takeover';

export interface PrerenderedPage {
  readonly path: string;
  readonly page: PageKey;
}

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

const renderEntry = 'src/prerender/render-page.ts';

type Rendered = Awaited<ReturnType<typeof renderPage>>;

/**
 * Public pages painted from HTML: after the browser build, the same app is built for Node, each
 * page rendered to HTML (src/prerender/render-page.ts) and written where a host serves that
 * address (`/` → index.html, `/help` → help.html), with the stylesheets its markup uses, its title,
 * description and Open Graph tags. The browser then hydrates the page instead of drawing it, so
 * it shows (and its links work) before any script has run, and with scripts off.
 */
export function prerender(
  pages: readonly PrerenderedPage[],
  siteUrl: string,
  serverText: { apiBaseUrl: string; pages: readonly ServerTextPage[] },
): Plugin {
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
      const rendered = renderInChild(join(serverDir, 'render-page.js'), pages);
      const template = readFileSync(join(outDir, 'index.html'), 'utf8');
      const stylesheets = Object.values(bundle).flatMap((file) =>
        file.type === 'asset' && file.fileName.endsWith('.css')
          ? [{ href: config.base + file.fileName, css: String(file.source) }]
          : [],
      );
      const starts = serverText.pages.map((each) => startOf(each, serverText.apiBaseUrl, bundle, config));
      const prerendered = (start: Start) => pages.some((page) => start.matches(page.path));
      const linked = new Set(template.match(/href="[^"]+\.css"/g)?.map((each) => each.slice(6, -1)));
      for (const [index, page] of pages.entries()) {
        const made = rendered[index];
        if (!made) throw new Error(`${page.path} was not rendered`);
        const { html, htmlClass } = made;
        const classes = classesIn(html);
        const needed = stylesheets.filter(({ href, css }) => !linked.has(href) && usesAny(css, classes));
        const file = page.path === '/' ? 'index.html' : `${page.path.slice(1)}.html`;
        writeFileSync(
          join(outDir, file),
          inlineStylesheets(
            pageHtml(template, {
              page,
              html,
              htmlClass,
              stylesheets: needed.map((each) => each.href),
              siteUrl,
              // The landing page's file is also every other address's: it carries theirs.
              starts: starts.filter((start) => (page.path === '/' ? !prerendered(start) : start.matches(page.path))),
            }),
            stylesheets,
          ),
        );
      }
    },
  };
}

/** What the prerender reads of the browser build's output files. */
type BuiltFile =
  | {
      type: 'chunk';
      fileName: string;
      facadeModuleId: string | null;
      moduleIds: readonly string[];
      imports: readonly string[];
    }
  | { type: 'asset'; fileName: string };

/**
 * The files of a page's `ahead` modules and of everything they import statically (not what they
 * load later). A module is found in the chunk it is the face of, or in a group's chunk
 * (vite.config.ts); a module in no chunk stops the build: the list has gone out of date.
 */
function chunksAhead(bundle: Record<string, BuiltFile>, page: ServerTextPage, config: ResolvedConfig): string[] {
  const chunks = new Map(
    Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])),
  );
  const files = new Set<string>();
  const add = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) add(imported);
  };
  for (const module of page.ahead) {
    const id = join(config.root, module);
    const chunk =
      [...chunks.values()].find((each) => each.facadeModuleId === id) ??
      [...chunks.values()].find((each) => each.moduleIds.includes(id));
    if (!chunk) throw new Error(`${page.path}: ${module} is in no chunk (vite.config.ts, serverTextPages)`);
    add(chunk.fileName);
  }
  return [...files].map((fileName) => config.base + fileName);
}

/**
 * Renders the pages in a Node process of its own, ended once they are done: the app leaves timers
 * behind it (a query's cache keeps its entries for minutes), which would keep the build running.
 */
function renderInChild(serverEntry: string, pages: readonly PrerenderedPage[]): Rendered[] {
  const script = [
    `const { renderPage } = await import(${JSON.stringify(pathToFileURL(serverEntry).href)});`,
    'const pages = [];',
    `for (const path of ${JSON.stringify(pages.map((page) => page.path))}) pages.push(await renderPage(path));`,
    'process.stdout.write(JSON.stringify(pages), () => process.exit(0));',
  ].join('\n');
  const output = execFileSync(process.execPath, ['--input-type=module', '--eval', script], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(output) as Rendered[];
}

function classesIn(html: string): Set<string> {
  const names = new Set<string>();
  for (const [, list = ''] of html.matchAll(/class="([^"]*)"/g))
    for (const name of list.split(/\s+/)) if (name) names.add(name);
  return names;
}

/** Whether a stylesheet has a rule for any of the classes (a vanilla-extract file holds one module's classes). */
function usesAny(css: string, classes: Set<string>): boolean {
  for (const [, name = ''] of css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) if (classes.has(name)) return true;
  return false;
}

/** What a page's boot script starts at an address: its text's call, and its route's chunks. */
interface Start {
  /** The address pattern as a regular expression's source, for the boot script. */
  pattern: string;
  matches: (path: string) => boolean;
  /** The absolute URL the app's client asks (its base URL joined to the call's path). */
  url: string;
  files: string[];
}

function startOf(
  page: ServerTextPage,
  apiBaseUrl: string,
  bundle: Record<string, BuiltFile>,
  config: ResolvedConfig,
): Start {
  const pattern = `^${page.path.replace(/:\w+/g, '[^/]+')}/?$`;
  return {
    pattern,
    matches: (path) => new RegExp(pattern).test(path),
    url: apiBaseUrl.replace(/\/+$/, '') + page.call,
    files: chunksAhead(bundle, page, config),
  };
}

/** An empty element after the made page: its first paint waits until the parser has reached it. */
const paintedEndId = 'prerendered-end';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The first thing in the page's head. It hides the made content before it can paint when it is not
 * this address's page (`/`'s file is also the fallback for unknown addresses) or when the visitor
 * has a session (the landing page sends them on; another page may read it); the app then draws
 * the page itself (src/prerender/prerendered-page.ts). And it starts the app's scripts: at once
 * for a page the app must draw, after the first paint for a page painted from HTML, which needs
 * none to show and whose links work without them (on a slow line they would only compete with its
 * stylesheets). A timer starts them anyway should no paint be reported (a tab opened in the
 * background paints when shown). The files' preloads go in three at a time, a task each: each costs
 * the main thread about 7 ms at 4x CPU, and 25 at once were one task of 175 ms. At an address whose
 * text comes from the server (`ServerTextPage`), the route's chunks go with the entry's, and for a
 * visitor without a session the text is asked for at once (`<link rel="preload" as="fetch">`),
 * alongside the scripts: the app's own call, the same
 * anonymous GET, is then answered from it. (A visitor with a session is asked with their token,
 * which the preload cannot carry.) And it keeps any form from being sent by the browser itself: the
 * app's forms handle their sending, and a form sent before the app has taken the page over (the
 * login and sign-up forms, typed into at once) would otherwise put what was typed, passwords too, in the
 * address. The form is marked instead, and sent by the app once it has the page
 * (src/prerender/typed-before-takeover.ts). A button pressed before the take-over starts (a nav
 * menu's trigger) is marked, and its control answers the press once taken over (@causeway/ui's
 * pressed-before-takeover.ts).
 */
function bootScript({ entry, preloads, starts }: { entry: string; preloads: string[]; starts: Start[] }): string {
  const table = starts.map(({ pattern, url, files }) => [
    pattern,
    url,
    files.filter((file) => file !== entry && !preloads.includes(file)),
  ]);
  const signedIn = `var t=null;try{t=localStorage.getItem(${JSON.stringify(storageKeys.accessToken)})}catch(e){}if(t&&t.trim())h=1;`;
  const source = `(function(){var d=document,r=d.documentElement,h=location.pathname!==r.getAttribute("${prerenderedAttribute}");${signedIn}
if(h){r.removeAttribute("${prerenderedAttribute}");r.setAttribute("${unrenderedAttribute}","")}
addEventListener("submit",function(v){if(!v.defaultPrevented){v.preventDefault();v.target.setAttribute("${heldSubmitAttribute}","")}});
var b=1;addEventListener("click",function(v){var n=b&&v.target.closest&&v.target.closest('button[type="button"]');if(n)n.setAttribute("${pressedBeforeTakeoverAttribute}","")},true);window.${stopMarkingPressesGlobal}=function(){b=0};
var e=${JSON.stringify(entry)},p=${JSON.stringify(preloads)},s=0;
function add(t,a){var n=d.createElement(t);for(var k in a)n[k]=a[k];n.crossOrigin="";d.head.appendChild(n)}
${JSON.stringify(table)}.forEach(function(c){if(!new RegExp(c[0]).test(location.pathname))return;c[2].forEach(function(u){if(p.indexOf(u)<0)p.push(u)});if(!t)add("link",{rel:"preload",as:"fetch",href:c[1]})});
function run(){import(e)}
function go(){if(s)return;s=1;var q=[e].concat(p);(function next(){q.splice(0,3).forEach(function(u){add("link",{rel:"modulepreload",href:u})});if(q.length)return setTimeout(next,0);if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",run);else run()})()}
if(h)return go();
setTimeout(go,5000);
try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0)return new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true})}catch(x){}
go()})()`;
  return `<script>${source.replace(/\n/g, '')}</script><style>html[${unrenderedAttribute}] #root{display:none}</style>`;
}

interface PageParts {
  page: PrerenderedPage;
  html: string;
  htmlClass: string;
  stylesheets: string[];
  siteUrl: string;
  /** What its boot script starts at the addresses this file is served for (startOf). */
  starts: Start[];
}

function pageHtml(template: string, { page, html, htmlClass, stylesheets, siteUrl, starts }: PageParts): string {
  // The build's script tags give way to the boot script, which starts the same files.
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(template);
  if (!entry?.[1]) throw new Error('index.html has no module script to start the app');
  const preloadTags = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  const title = pageTitle(page.page);
  const description = pageDescriptions[page.page];
  const url = siteUrl.replace(/\/+$/, '') + page.path;
  const boot = bootScript({ entry: entry[1], preloads: preloadTags.flatMap((each) => each[1] ?? []), starts });
  // The page's own stylesheets after the build's, in the order the app would add them.
  const head = [
    // Nothing is painted until the made page has been parsed whole: on a slow phone the parser
    // yields midway, and a first paint of half the login form, centred, then moved as the rest came
    // (Lighthouse: CLS 0.18 in one run of four). Browsers without render-blocking `expect` ignore it.
    `<link rel="expect" href="#${paintedEndId}" blocking="render">`,
    ...stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    `<link rel="canonical" href="${escape(url)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="Causeway">`,
    `<meta property="og:title" content="${escape(title)}">`,
    ...(description ? [`<meta property="og:description" content="${escape(description)}">`] : []),
    `<meta property="og:url" content="${escape(url)}">`,
    `<meta name="twitter:card" content="summary">`,
  ].join('\n    ');
  // Function replacements: the page's text may hold '$', which a replacement string would read as a pattern.
  let out = [entry, ...preloadTags].reduce((text, [tag]) => text.replace(tag, () => ''), template);
  out = out
    .replace(
      /<html([^>]*)>/,
      (_, attributes: string) => `<html${attributes} class="${htmlClass}" ${prerenderedAttribute}="${page.path}">`,
    )
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escape(title)}</title>`)
    .replace(/<meta charset="UTF-8" \/>/, (charset) => `${charset}\n    ${boot}`)
    .replace('</head>', () => `  ${head}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${html}</div><template id="${paintedEndId}"></template>`);
  if (description)
    out = out.replace(
      /<meta name="description" content="[^"]*"/,
      () => `<meta name="description" content="${escape(description)}"`,
    );
  return out;
}

/**
 * The page's stylesheets written into it: a page painted from HTML waits for every stylesheet it
 * links before its first paint, and those were nine more requests after the HTML on the landing page
 * (two round trips where a browser opens six connections to a host). Each link stays where it was,
 * `disabled` (not fetched, not applied), for the app's chunk loader: it adds a chunk's stylesheet
 * only when no link to it is in the page, so what is written in is not fetched again, nor added
 * again later in another place in the cascade.
 */
function inlineStylesheets(html: string, stylesheets: readonly { href: string; css: string }[]): string {
  const cssOf = new Map(stylesheets.map(({ href, css }) => [href, css]));
  return html.replace(/<link rel="stylesheet" crossorigin href="([^"]+)">/g, (_, href: string) => {
    const css = cssOf.get(href);
    if (css === undefined) throw new Error(`${href} is linked but was not built`);
    if (/<\/style/i.test(css)) throw new Error(`${href} cannot be written into a <style> element`);
    return `<style>${css}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`;
  });
}
