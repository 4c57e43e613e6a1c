import { expect, type Page } from '@playwright/test';
import { pageShownMark } from '../../packages/app/src/routes/page-shown';

/**
 * Until the app counts its page as shown (packages/app/src/routes/page-shown.ts: its code, its
 * frame and its own loading steps such as the publish form's draft are done), a control may still
 * be drawn again; a journey that moves focus by keys waits for that moment, as a person's eyes would.
 */
export async function pageShown(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate((mark) => performance.getEntriesByName(mark).length, pageShownMark)).toBe(1);
}
