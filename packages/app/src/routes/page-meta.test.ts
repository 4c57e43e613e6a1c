import { describe, expect, it } from 'vitest';
import { pageForPath, pagePatterns, pageTitle, publicPages } from './page-meta';
import { paths } from './paths';

/** Every address `paths` names, nested areas included. */
function everyPath(table: object): string[] {
  return Object.values(table).flatMap((value) => (typeof value === 'string' ? [value] : everyPath(value as object)));
}

describe('page titles', () => {
  it.each([
    ['/', 'Causeway — Bridging the digital gap'],
    ['/index', 'Causeway — Bridging the digital gap'],
    ['/pricing', 'Pricing · Causeway'],
    ['/blog/summer-launch', 'Blog · Causeway'],
    ['/password-reset/MQ/token', 'Reset Password · Causeway'],
    ['/sign-up', 'Sign Up · Causeway'],
    ['/team/queues', 'Queue · Causeway'],
    ['/team/somewhere', 'Publish Post · Causeway'],
    ['/control-tower/billing', 'Billing · Causeway'],
    ['/control-tower/pricing', 'Purchase Plan · Causeway'],
    ['/billing/success', 'Billing · Causeway'],
    ['/control-tower/somewhere', 'Control Tower · Causeway'],
    ['/no-such-page', 'Causeway — Bridging the digital gap'],
  ])('%s is titled %s', (path, title) => {
    expect(pageTitle(pageForPath(path))).toBe(title);
  });

  it('a page may be titled with a detail of its own', () => {
    expect(pageTitle('blogPost', 'Summer launch')).toBe('Summer launch · Causeway');
  });
});

describe('the page table', () => {
  it('has a row for every address the app routes', () => {
    // The anchor is the landing page's; the areas' roots are their catch-alls' (`/team/*`).
    const covered: string[] = [paths.features, paths.team.root, paths.controlTower.root];
    const patterns = pagePatterns.map(([pattern]) => pattern);
    const unnamed = everyPath(paths).filter((path) => !covered.includes(path) && !patterns.includes(path));
    expect(unnamed).toEqual([]);
  });

  it('lists the public pages for crawlers, in order', () => {
    expect(publicPages.map(([path]) => path)).toEqual([
      paths.landing,
      paths.pricing,
      paths.faq,
      paths.blog,
      paths.help,
      paths.privacyPolicy,
      paths.termsOfService,
      paths.login,
      paths.register,
    ]);
  });
});
