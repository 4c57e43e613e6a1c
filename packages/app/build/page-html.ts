import { JSDOM } from 'jsdom';
import { prerenderedAttribute } from '../src/prerender/prerendered-page';
import { pageDescriptions } from '../src/routes/page-descriptions';
import { pageTitle, type PageKey } from '../src/routes/page-meta';
import { hiddenPageStyle } from './boot/boot-script';
import { inlineStylesheets, stylesheetsUsed, type Stylesheet } from './page-stylesheets';
import type { Rendered } from './render-in-child';

export interface PrerenderedPage {
  readonly path: string;
  readonly page: PageKey;
}

/** The app's scripts as the build's tags in index.html name them, for the boot script to start. */
export interface AppScripts {
  /** The entry module. */
  entry: string;
  /** The modules it imports statically. */
  preloads: string[];
}

export interface PageParts {
  page: PrerenderedPage;
  made: Rendered;
  siteUrl: string;
  /** Every stylesheet the build wrote: the page links and holds those its markup uses. */
  stylesheets: readonly Stylesheet[];
  /** The page's boot script (boot/boot-script.ts), given the scripts it starts. */
  bootScript: (scripts: AppScripts) => string;
}

/** An empty element after the made page: its first paint waits until the parser has reached it. */
const paintedEndId = 'prerendered-end';

/**
 * A prerendered page's file: the build's index.html with the made markup in `#root`, its title,
 * description and Open Graph tags, the stylesheets its markup uses written in, and the boot script
 * in place of the build's script tags.
 */
export function pageHtml(template: string, { page, made, siteUrl, stylesheets, bootScript }: PageParts): string {
  const dom = new JSDOM(template);
  const { document } = dom.window;
  const linked = new Set([...document.head.querySelectorAll('link[rel="stylesheet"]')].map(hrefOf));
  const scripts = takeAppScripts(document);

  document.documentElement.setAttribute('class', made.htmlClass);
  document.documentElement.setAttribute(prerenderedAttribute, page.path);
  const title = pageTitle(page.page);
  const description = pageDescriptions[page.page];
  document.title = title;
  if (description) document.head.querySelector('meta[name="description"]')?.setAttribute('content', description);

  // First after the charset, which a browser looks for in the file's first bytes: the script must
  // run before anything of the page can paint.
  const boot = [rawText(document, 'script', bootScript(scripts)), rawText(document, 'style', hiddenPageStyle)];
  const charset = document.head.querySelector('meta[charset]');
  if (charset) charset.after(...boot);
  else document.head.prepend(...boot);

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root to hold the page');
  const range = document.createRange();
  range.selectNodeContents(root);
  root.replaceChildren(range.createContextualFragment(made.html));
  root.after(element(document, 'template', { id: paintedEndId }));

  const url = siteUrl.replace(/\/+$/, '') + page.path;
  appendLines(document.head, [
    // Nothing is painted until the made page has been parsed whole: on a slow phone the parser
    // yields midway, and a first paint of half a page moves as the rest comes. Browsers without
    // render-blocking `expect` ignore it.
    element(document, 'link', { rel: 'expect', href: `#${paintedEndId}`, blocking: 'render' }),
    // The page's own stylesheets after the build's, in the order the app would add them.
    ...stylesheetsUsed(root, stylesheets, linked).map(({ href }) =>
      element(document, 'link', { rel: 'stylesheet', crossorigin: '', href }),
    ),
    element(document, 'link', { rel: 'canonical', href: url }),
    element(document, 'meta', { property: 'og:type', content: 'website' }),
    element(document, 'meta', { property: 'og:site_name', content: 'Causeway' }),
    element(document, 'meta', { property: 'og:title', content: title }),
    ...(description ? [element(document, 'meta', { property: 'og:description', content: description })] : []),
    element(document, 'meta', { property: 'og:url', content: url }),
    element(document, 'meta', { name: 'twitter:card', content: 'summary' }),
  ]);
  inlineStylesheets(document, stylesheets);
  return dom.serialize();
}

export interface AppPageParts {
  /** The page's document title, for the tab while the app loads (the app sets the same). */
  title: string;
  /** The chunks of what the app draws at the address (chunks-ahead.ts), after the entry's. */
  modules: readonly string[];
  /** The page's boot script (boot/boot-script.ts), given the scripts it starts. */
  bootScript: (scripts: AppScripts) => string;
}

/**
 * A signed-in address's file: the build's index.html with nothing to paint, naming every file the
 * page runs in `<link rel="modulepreload">`, first in the head. The browser asks for them as the
 * first bytes come in, before any script has run; its boot script starts the entry and links the
 * app's styles. A visitor without a session is sent to the login page, and back here once signed
 * in, to files already loaded.
 */
export function appPageHtml(template: string, { title, modules, bootScript }: AppPageParts): string {
  const dom = new JSDOM(template);
  const { document } = dom.window;
  const scripts = takeAppScripts(document);
  document.title = title;
  // The app's styles come in one file (boot/boot.ts, linkStylesheets); the build's links stay, for
  // the chunk loader to see, but are not asked for.
  for (const link of document.head.querySelectorAll('link[rel="stylesheet"]')) link.setAttribute('disabled', '');
  const files = [...new Set([scripts.entry, ...scripts.preloads, ...modules])];
  const charset = document.head.querySelector('meta[charset]');
  const first = [
    ...files.map((href) => element(document, 'link', { rel: 'modulepreload', crossorigin: '', href })),
    rawText(document, 'script', bootScript(scripts)),
  ];
  if (charset) charset.after(...first);
  else document.head.prepend(...first);
  return dom.serialize();
}

/** Removes the build's script tags, which the boot script replaces: it starts the same files. */
function takeAppScripts(document: Document): AppScripts {
  const entry = document.querySelector('script[type="module"][src]');
  if (!entry) throw new Error('index.html has no module script to start the app');
  const preloads = [...document.querySelectorAll('link[rel="modulepreload"]')];
  entry.remove();
  for (const link of preloads) link.remove();
  return { entry: entry.getAttribute('src') ?? '', preloads: preloads.map(hrefOf) };
}

const hrefOf = (link: Element) => link.getAttribute('href') ?? '';

function element(document: Document, tag: string, attributes: Record<string, string>): Element {
  const made = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  return made;
}

/** A `<script>` or `<style>` element of the text, which is written out as it is. */
function rawText(document: Document, tag: 'script' | 'style', text: string): Element {
  if (text.toLowerCase().includes(`</${tag}`)) throw new Error(`The page's ${tag} cannot hold "</${tag}"`);
  const made = document.createElement(tag);
  made.textContent = text;
  return made;
}

/** Appends the elements each on a line of its own, so the written head reads as the template does. */
function appendLines(parent: Element, elements: readonly Element[]): void {
  if (parent.lastChild?.nodeType === parent.TEXT_NODE && !parent.lastChild.textContent?.trim())
    parent.lastChild.remove();
  for (const each of elements) parent.append('\n    ', each);
  parent.append('\n  ');
}
