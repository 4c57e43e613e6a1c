import { test } from '@playwright/test';
import { blogPosts } from './support/demo-data';
import { afterQueryRetries, catalogueTitle, runCatalogueCase, type CatalogueCase } from './support/catalogue';

/** The public pages' messages (publishing §8) and the public pricing page's (accounts §8). */
const cases: CatalogueCase[] = [
  {
    scenario: 'content.privacy-policy-failed',
    route: '/privacy-policy',
    expected: [{ alert: 'Failed to load Privacy Policy content' }],
    timeout: afterQueryRetries,
  },
  {
    scenario: 'content.terms-failed',
    route: '/terms-of-service',
    expected: [{ alert: 'Failed to load Terms of Service content' }],
    timeout: afterQueryRetries,
  },
  {
    scenario: 'content.faq-failed',
    route: '/faq',
    expected: [{ alert: 'Failed to load FAQ content' }],
    timeout: afterQueryRetries,
  },
  {
    scenario: 'content.blog-failed',
    route: '/blog',
    expected: [{ alert: 'Failed to load blog posts' }],
    timeout: afterQueryRetries,
  },
  {
    scenario: 'content.blog-failed',
    route: `/blog/${blogPosts.plain.slug}`,
    expected: [{ alert: 'Failed to load blog posts' }],
    timeout: afterQueryRetries,
  },
  {
    scenario: 'content.blog-post-not-found',
    route: `/blog/${blogPosts.plain.slug}`,
    expected: [{ text: 'Blog post not found' }],
  },
  {
    scenario: 'billing-screen.plans-unavailable',
    route: '/pricing',
    expected: [{ alert: 'Unable to Load Plans' }, { alert: 'Unable to load pricing plans. Please try again later.' }],
    timeout: afterQueryRetries,
  },
  {
    scenario: 'billing.plans-failed',
    route: '/pricing',
    expected: [{ alert: 'Unable to Load Plans' }, { alert: 'Unable to load pricing plans. Please try again later.' }],
    timeout: afterQueryRetries,
  },
  { scenario: 'plan.no-plans', route: '/pricing', expected: [{ text: 'No Plans Available' }] },
];

for (const entry of cases) test(catalogueTitle(entry), ({ page }) => runCatalogueCase(page, entry));
