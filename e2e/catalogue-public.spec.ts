import { test } from '@playwright/test';
import { blogPosts } from './support/demo-data';
import { afterQueryRetries, catalogueTitle, runCatalogueCase, type CatalogueCase } from './support/catalogue';
import { blogPostPath, paths } from './support/paths';

/** The public pages' messages (publishing §8) and the public pricing page's (accounts §8). */
const cases: CatalogueCase[] = [
  {
    scenario: 'content.privacy-policy-failed',
    route: paths.privacyPolicy,
    expected: [{ alert: 'Failed to load Privacy Policy content' }],
    timeout: afterQueryRetries,
  },
  {
    scenario: 'content.terms-failed',
    route: paths.termsOfService,
    expected: [{ alert: 'Failed to load Terms of Service content' }],
    timeout: afterQueryRetries,
  },
  {
    scenario: 'content.faq-failed',
    route: paths.faq,
    expected: [{ alert: 'Failed to load FAQ content' }],
    timeout: afterQueryRetries,
  },
  {
    scenario: 'content.blog-failed',
    route: paths.blog,
    expected: [{ alert: 'Failed to load blog posts' }],
    timeout: afterQueryRetries,
  },
  {
    scenario: 'content.blog-failed',
    route: blogPostPath(blogPosts.plain.slug),
    expected: [{ alert: 'Failed to load blog posts' }],
    timeout: afterQueryRetries,
  },
  {
    scenario: 'content.blog-post-not-found',
    route: blogPostPath(blogPosts.plain.slug),
    expected: [{ text: 'Blog post not found' }],
  },
  {
    scenario: 'billing-screen.plans-unavailable',
    route: paths.pricing,
    expected: [{ alert: 'Unable to Load Plans' }, { alert: 'Unable to load pricing plans. Please try again later.' }],
    timeout: afterQueryRetries,
  },
  {
    scenario: 'billing.plans-failed',
    route: paths.pricing,
    expected: [{ alert: 'Unable to Load Plans' }, { alert: 'Unable to load pricing plans. Please try again later.' }],
    timeout: afterQueryRetries,
  },
  { scenario: 'plan.no-plans', route: paths.pricing, expected: [{ text: 'No Plans Available' }] },
];

for (const entry of cases) test(catalogueTitle(entry), ({ page }) => runCatalogueCase(page, entry));
