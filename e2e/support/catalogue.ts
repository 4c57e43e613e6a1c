import { expect, test, type Page } from '@playwright/test';
import { expectBanner } from './banners';
import { withScenarios } from './scenarios';
import { escapeRegExp } from './paths';

/** What a person sees when a catalogue message shows. */
export type Expectation =
  /** A red banner above a form, reading exactly this. */
  | { banner: string | RegExp }
  /** Any alert on the page (a failed page, a stopped sign-in) containing exactly this text. */
  | { alert: string | RegExp }
  /** A server field error under the field with this label, announced as the field's description. */
  | { field: string; error: string }
  /** Plain text on the page (an empty state, a not-found title). */
  | { text: string | RegExp };

export interface CatalogueCase {
  /** The mock scenario that makes the server answer as the catalogue entry describes. */
  scenario: string;
  route: string;
  /** How the person gets there, when it is not simply opening the page: 'submitting the form'. */
  via?: string;
  actions?: (page: Page) => Promise<void>;
  expected: Expectation[];
  /**
   * How long the message may take. Page loads that fail with 5xx are retried by the query defaults
   * (3 retries, 1 s doubling: about 7 s) before the error shows, so those cases need longer.
   */
  timeout?: number;
}

/**
 * Calls retried by the query defaults show their error 1 + 2 + 4 s after the first failure, and
 * that first call waits for the mock backend to boot in the page (seconds on a busy machine): the
 * default wait plus the retries.
 */
export const afterQueryRetries = 25_000;

/** The test's title: the scenario, the page, and how the person got to the message. */
export function catalogueTitle(entry: CatalogueCase): string {
  return `${entry.scenario} on ${entry.route}${entry.via ? ` ${entry.via}` : ''}`;
}

/**
 * Opens the case's route with its scenario on, does what the person does, and sees each text. A case
 * whose message waits for the query retries has the page's clock jump over their waits.
 */
export async function runCatalogueCase(page: Page, entry: CatalogueCase): Promise<void> {
  if (entry.timeout) test.setTimeout(entry.timeout + 15_000);
  const jumpOverRetries = entry.timeout === afterQueryRetries ? await retriesToJump(page) : null;
  await page.goto(withScenarios(entry.route, entry.scenario));
  await entry.actions?.(page);
  await jumpOverRetries?.();
  for (const expectation of entry.expected) await see(page, expectation, entry.timeout);
}

/** The query defaults' waits before each retry (packages/app/src/query-client.ts). */
const retryWaits = [1_000, 2_000, 4_000];

/**
 * For a page whose message comes once its query has been retried: called before the page opens (it
 * installs the page's clock and counts the answers a query retries), it returns what to call once
 * the page is open. That waits for each failed answer and then jumps the clock over the retry's
 * wait instead of sitting through it. (Should the page not have set its retry yet when the clock
 * jumps, the retry comes in real time: slower, never wrong.)
 */
export async function retriesToJump(page: Page): Promise<() => Promise<void>> {
  await page.clock.install();
  let failed = 0;
  page.on('response', (response) => {
    if (response.status() >= 500) failed += 1;
  });
  page.on('requestfailed', () => (failed += 1));
  return async () => {
    for (const [index, wait] of retryWaits.entries()) {
      await expect.poll(() => failed, { timeout: afterQueryRetries, intervals: [100] }).toBeGreaterThan(index);
      await page.clock.fastForward(wait);
    }
  };
}

async function see(page: Page, expectation: Expectation, timeout: number | undefined): Promise<void> {
  if ('banner' in expectation) {
    await expect(page.getByText(expectation.banner, { exact: true })).toBeVisible({ timeout });
    await expectBanner(page, 'error', expectation.banner);
  } else if ('alert' in expectation) {
    await expect(page.getByRole('alert').getByText(expectation.alert, { exact: true })).toBeVisible({ timeout });
  } else if ('field' in expectation) {
    const field = page.getByLabel(expectation.field, { exact: true });
    await expect(page.getByText(expectation.error, { exact: true })).toBeVisible({ timeout });
    await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(expectation.error)));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  } else {
    await expect(page.getByText(expectation.text, { exact: true })).toBeVisible({ timeout });
  }
}
