import { expect, type Page } from '@playwright/test';

/**
 * Waits for the page to move to `url` and checks it did so about `delayMs` after this call: not
 * at once, and not much later. Call it as soon as the page announces the redirect (the margins
 * allow for the time the test takes to see that announcement on a busy machine).
 */
export async function expectRedirectAfter(page: Page, url: RegExp, delayMs: number): Promise<void> {
  const started = Date.now();
  await expect(page).toHaveURL(url, { timeout: delayMs + 3000 });
  const waited = Date.now() - started;
  expect(waited, 'time before the redirect').toBeGreaterThanOrEqual(delayMs - 1000);
  expect(waited, 'time before the redirect').toBeLessThanOrEqual(delayMs + 2000);
}
