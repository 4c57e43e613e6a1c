import { expect, type Locator, type Page } from '@playwright/test';

export type BannerTone = 'error' | 'success';

/**
 * The banner that shows exactly `text`: errors are alerts, other news a status. Its text colour
 * tells a person which it is, so the colour is checked too: red for an error, green for success.
 */
export async function expectBanner(page: Page, tone: BannerTone, text: string | RegExp): Promise<Locator> {
  const banner = page
    .getByRole(tone === 'error' ? 'alert' : 'status')
    .filter({ has: page.getByText(text, { exact: true }) });
  await expect(banner).toBeVisible();
  await expect
    .poll(() => dominantChannel(banner), { message: `the ${tone} banner's text colour` })
    .toBe(tone === 'error' ? 'red' : 'green');
  return banner;
}

/** Which of red, green and blue is strongest in the element's text colour. */
async function dominantChannel(element: Locator): Promise<string> {
  const color = await element.evaluate((node) => getComputedStyle(node).color);
  const [red = 0, green = 0, blue = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  if (red > green && red > blue) return 'red';
  if (green > red && green > blue) return 'green';
  if (blue > red && blue > green) return 'blue';
  return `none (${color})`;
}
