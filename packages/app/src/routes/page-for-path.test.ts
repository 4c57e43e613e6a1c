import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-meta';
import { pageForPath } from './page-for-path';

describe('page titles', () => {
  it.each([
    ['/', 'Causeway — Bridging the digital gap'],
    ['/pricing', 'Pricing · Causeway'],
    ['/blog/summer-launch', 'Blog · Causeway'],
    ['/password-reset/MQ/token', 'Reset Password · Causeway'],
    ['/team/queues', 'Queue · Causeway'],
    ['/control-tower/billing', 'Billing · Causeway'],
    ['/billing/success', 'Billing · Causeway'],
    ['/control-tower/somewhere', 'Control Tower · Causeway'],
    ['/no-such-page', 'Causeway — Bridging the digital gap'],
  ])('%s is titled %s', (path, title) => {
    expect(pageTitle(pageForPath(path))).toBe(title);
  });
});
