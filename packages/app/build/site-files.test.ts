import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './site-files';
import { paths } from '../src/routes/paths';

describe('crawler files', () => {
  it('the sitemap lists exactly the public pages, as absolute addresses', () => {
    const locs = [...sitemapXml('https://example.test').matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      'https://example.test/',
      'https://example.test/pricing',
      'https://example.test/faq',
      'https://example.test/blog',
      'https://example.test/help',
      'https://example.test/privacy-policy',
      'https://example.test/terms-of-service',
      'https://example.test/login',
      'https://example.test/register',
    ]);
  });

  it('robots.txt points to the sitemap and keeps crawlers out of the signed-in area', () => {
    const robots = robotsTxt('https://example.test');
    expect(robots).toContain('Sitemap: https://example.test/sitemap.xml');
    expect(robots).toContain(`Disallow: ${paths.home}`);
    expect(robots).toContain(`Disallow: ${paths.team.root}/`);
    expect(robots).toContain(`Disallow: ${paths.controlTower.root}/`);
    expect(robots).not.toMatch(/Disallow: \/\n/);
  });
});
