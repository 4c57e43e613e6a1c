import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { pageDescriptions } from '../src/routes/page-descriptions';
import { pageTitle } from '../src/routes/page-meta';
import { hiddenPageStyle } from './boot/boot-script';
import { appPageHtml, pageHtml, type PageParts } from './page-html';

/** index.html as the browser build writes it. */
const template = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Causeway" />
    <title>Causeway</title>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-b2.js">
    <link rel="modulepreload" crossorigin href="/assets/query-c3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-d4.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const stylesheets = [
  { href: '/assets/index-d4.css', css: '*{box-sizing:border-box}.base{margin:0}' },
  { href: '/assets/Button-e5.css', css: '.btn{color:red}.btn:hover{color:blue}' },
  { href: '/assets/Calendar-f6.css', css: '.grid{display:grid}' },
];

function madePage(overrides: Partial<PageParts> = {}) {
  const bootScript = vi.fn(() => 'window.booted=1');
  const html = pageHtml(template, {
    page: { path: '/login', page: 'login' },
    made: {
      html: '<main class="page base"><p>Costs $&amp; more: $&lt;</p><button class="btn">Log In</button></main>',
      htmlClass: 'theme-light',
    },
    siteUrl: 'https://causeway.example/',
    stylesheets,
    bootScript,
    ...overrides,
  });
  return { html, document: new JSDOM(html).window.document, bootScript };
}

const attribute = (document: Document, selector: string, name: string) =>
  document.querySelector(selector)?.getAttribute(name);

describe("a prerendered page's file", () => {
  it("starts the app from its boot script instead of the build's script tags", () => {
    const { document, bootScript } = madePage();
    expect(bootScript).toHaveBeenCalledExactlyOnceWith({
      entry: '/assets/index-a1.js',
      preloads: ['/assets/framework-b2.js', '/assets/query-c3.js'],
    });
    expect(document.querySelectorAll('script[src], link[rel="modulepreload"]')).toHaveLength(0);
    const [charset, script, style] = document.head.children;
    expect(charset).toEqual(document.querySelector('meta[charset]'));
    expect(script?.outerHTML).toBe('<script>window.booted=1</script>');
    expect(style?.textContent).toBe(hiddenPageStyle);
  });

  it("carries the page's address, theme, title, description and sharing tags", () => {
    const { document } = madePage();
    const title = pageTitle('login');
    const description = pageDescriptions.login!;
    expect(document.documentElement.getAttribute('class')).toBe('theme-light');
    expect(document.documentElement.getAttribute('data-prerendered')).toBe('/login');
    expect(document.title).toBe(title);
    expect(attribute(document, 'meta[name="description"]', 'content')).toBe(description);
    expect(attribute(document, 'link[rel="canonical"]', 'href')).toBe('https://causeway.example/login');
    expect(attribute(document, 'meta[property="og:title"]', 'content')).toBe(title);
    expect(attribute(document, 'meta[property="og:description"]', 'content')).toBe(description);
    expect(attribute(document, 'meta[property="og:url"]', 'content')).toBe('https://causeway.example/login');
    expect(attribute(document, 'meta[name="twitter:card"]', 'content')).toBe('summary');
  });

  it('holds the made markup as written, then the element its first paint waits for', () => {
    const { document } = madePage();
    const root = document.getElementById('root')!;
    expect(root.querySelector('p')?.textContent).toBe('Costs $& more: $<');
    expect(root.nextElementSibling?.outerHTML).toBe('<template id="prerendered-end"></template>');
    expect(attribute(document, 'link[rel="expect"]', 'href')).toBe('#prerendered-end');
    expect(attribute(document, 'link[rel="expect"]', 'blocking')).toBe('render');
  });

  it('writes in the stylesheets its markup uses, each link kept and disabled', () => {
    const { document } = madePage();
    const links = [...document.querySelectorAll('link[rel="stylesheet"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/assets/index-d4.css', '/assets/Button-e5.css']);
    for (const link of links) {
      expect(link.hasAttribute('disabled')).toBe(true);
      expect(link.previousElementSibling?.textContent).toBe(
        stylesheets.find(({ href }) => href === link.getAttribute('href'))?.css,
      );
    }
  });

  it('stops the build on a template it cannot start the app from, or a stylesheet not built', () => {
    expect(() =>
      pageHtml(template.replace(/<script.*<\/script>/, ''), {
        page: { path: '/', page: 'landing' },
        made: { html: '', htmlClass: '' },
        siteUrl: '',
        stylesheets,
        bootScript: () => '',
      }),
    ).toThrow('no module script');
    expect(() => madePage({ stylesheets: stylesheets.slice(1) })).toThrow(
      '/assets/index-d4.css is linked but was not built',
    );
  });
});

describe("a signed-in address's file", () => {
  const made = () => {
    const bootScript = vi.fn(() => 'window.booted=1');
    const html = appPageHtml(template, {
      title: 'Queue · Causeway',
      modules: ['/assets/query-c3.js', '/assets/ShellLayout-g7.js', '/assets/QueuePage-h8.js'],
      bootScript,
    });
    return { document: new JSDOM(html).window.document, bootScript };
  };

  it("names the entry's files and the page's, once each, first in the head, before its boot script", () => {
    const { document, bootScript } = made();
    expect(bootScript).toHaveBeenCalledExactlyOnceWith({
      entry: '/assets/index-a1.js',
      preloads: ['/assets/framework-b2.js', '/assets/query-c3.js'],
    });
    const [charset, ...rest] = document.head.children;
    expect(charset).toEqual(document.querySelector('meta[charset]'));
    const preloads = rest.slice(0, 5);
    expect(preloads.map((link) => [link.getAttribute('rel'), link.getAttribute('href')])).toEqual([
      ['modulepreload', '/assets/index-a1.js'],
      ['modulepreload', '/assets/framework-b2.js'],
      ['modulepreload', '/assets/query-c3.js'],
      ['modulepreload', '/assets/ShellLayout-g7.js'],
      ['modulepreload', '/assets/QueuePage-h8.js'],
    ]);
    expect(rest[5]?.outerHTML).toBe('<script>window.booted=1</script>');
    expect(document.querySelectorAll('script[src], link[rel="modulepreload"]')).toHaveLength(5);
  });

  it("carries the page's title, paints nothing of its own, and keeps the build's stylesheet links unasked for", () => {
    const { document } = made();
    expect(document.title).toBe('Queue · Causeway');
    expect(document.getElementById('root')?.innerHTML).toBe('');
    expect(document.documentElement.hasAttribute('data-prerendered')).toBe(false);
    const links = [...document.querySelectorAll('link[rel="stylesheet"]')];
    expect(links.map((link) => [link.getAttribute('href'), link.hasAttribute('disabled')])).toEqual([
      ['/assets/index-d4.css', true],
    ]);
  });
});
