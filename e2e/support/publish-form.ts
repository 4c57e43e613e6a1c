import { expect, type Page } from '@playwright/test';

/** The publish form's controls, found by their labels. */
export function publishForm(page: Page) {
  return {
    pages: page.getByRole('button', { name: /Pages$/ }),
    text: (label: string) => page.getByRole('textbox', { name: label }),
    when: page.getByRole('button', { name: /When$/ }),
    date: page.getByRole('group', { name: 'Date' }).first(),
    time: page.getByRole('group', { name: 'Time' }).first(),
    media: page.locator('input[type="file"]'),
  };
}

/** Opens the page selector and ticks each page, then closes it. */
export async function choosePages(page: Page, names: readonly string[]): Promise<void> {
  await publishForm(page).pages.click();
  const list = page.getByRole('listbox');
  for (const name of names) await list.getByRole('option', { name: new RegExp(name) }).click();
  await page.keyboard.press('Escape');
}

/** Types a date (dd / mm / yyyy) and a time (HH:MM) into the schedule fields. */
export async function chooseSchedule(page: Page, option: string, date: string, time: string): Promise<void> {
  const form = publishForm(page);
  await form.when.click();
  await page.getByRole('option', { name: option }).click();
  await form.date.getByRole('spinbutton').first().click();
  await page.keyboard.type(date.replaceAll('/', ''));
  await form.time.getByRole('spinbutton').first().click();
  await page.keyboard.type(time.replace(':', ''));
}

/** Presses the form's button, then the confirmation's. */
export async function sendAndConfirm(page: Page, button: string): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button, exact: true }).click();
}

/** A small real PNG, as a person would pick from disk. */
export const photo = {
  name: 'harbour-morning.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/**
 * Records the form fields of every multipart call to `pathEnd` (POST unless `method` says otherwise),
 * as the page sends them (files by name). Mock mode answers in a service worker, whose requests
 * carry no body Playwright can read, so the page's own fetch is watched instead. Call before the
 * page loads.
 */
export async function recordFormPosts(
  page: Page,
  pathEnd: string,
  method = 'POST',
): Promise<() => Promise<Record<string, string>[]>> {
  await page.addInitScript(
    ([watched, watchedMethod]) => {
      const sent: Record<string, string>[] = [];
      (window as unknown as { __formPosts: typeof sent }).__formPosts = sent;
      const original = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        const request = new Request(input, init);
        if (request.url.endsWith(watched) && request.method === watchedMethod) {
          const form = await request.clone().formData();
          sent.push(
            Object.fromEntries([...form].map(([key, value]) => [key, typeof value === 'string' ? value : value.name])),
          );
        }
        return original(request);
      };
    },
    [pathEnd, method] as const,
  );
  return () => page.evaluate(() => (window as unknown as { __formPosts: Record<string, string>[] }).__formPosts);
}
