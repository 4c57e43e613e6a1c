import type { Plugin } from 'vite';
import { publicPages } from '../src/routes/page-meta';

/**
 * What crawlers read, made at build time from the table of public pages so the two never disagree:
 * `robots.txt` (everything public may be crawled; the signed-in area and mock tools may not) and
 * `sitemap.xml`. Addresses in them must be absolute: `siteUrl` is the deployed origin
 * (VITE_SITE_URL), else the address `pnpm start` serves on.
 */
export function siteFiles(siteUrl: string): Plugin {
  const origin = siteUrl.replace(/\/+$/, '');
  return {
    name: 'causeway-site-files',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(origin) });
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(origin) });
    },
  };
}

/** The signed-in area and the mock tools are not for crawlers; everything else is. */
const privatePrefixes = ['/home', '/team/', '/control-tower/', '/billing/', '/__mock/'];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...privatePrefixes.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(origin: string): string {
  const urls = publicPages.map(([path]) => `  <url><loc>${origin}${path}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
