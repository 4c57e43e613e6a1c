import type { Page } from '@playwright/test';
import { pageShown } from './page-shown';
import { visitInApp } from './paths';

/**
 * Goes to `path` inside the running app and waits until its page counts as shown: a publish form
 * has read its draft, and its file input takes a file.
 */
export async function visitShown(page: Page, path: string): Promise<void> {
  // The mark is made once per page shown; the one of the page before is taken off.
  await page.evaluate(() => performance.clearMarks());
  await visitInApp(page, path);
  await pageShown(page);
}
