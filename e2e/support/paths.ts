import { expect, type Page } from '@playwright/test';
import { generatePath } from 'react-router';
import { paths } from '../../packages/app/src/routes/paths';

/** The app's route table (packages/app/src/routes/paths.ts): journeys go where the app's links go. */
export { generatePath, paths };

export const blogPostPath = (slug: string) => generatePath(paths.blogPost, { slug });

/** `text` as a regular expression that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches a page address ending in `path` (for `toHaveURL`). */
export const urlEndingIn = (path: string) => new RegExp(`${escapeRegExp(path)}$`);

/** Goes to `path` inside the running app, as the browser's history would, without loading the page again. */
export async function visitInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(urlEndingIn(path));
}
