import type { Page } from '@playwright/test';

export interface HeldCode {
  /** Resolves once the page has asked for one of the held files. */
  asked: Promise<void>;
  /** Lets the held files through, now and from then on. */
  release: () => void;
}

/**
 * Holds back the app's code of the modules named (`PublicShell`, `PricingPage`: each one's chunk,
 * `/assets/<name>-<hash>.js`), as a slow line does, until `release` is called, or by itself
 * `releaseAfterMs` after the first of them was asked for.
 */
export async function holdCode(
  page: Page,
  modules: readonly string[],
  { releaseAfterMs }: { releaseAfterMs?: number } = {},
): Promise<HeldCode> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let markAsked = () => {};
  const asked = new Promise<void>((resolve) => (markAsked = resolve));
  if (releaseAfterMs !== undefined) void asked.then(() => setTimeout(release, releaseAfterMs));
  await page.route(new RegExp(`/assets/(${modules.join('|')})-[\\w-]+\\.js$`), async (route) => {
    markAsked();
    await released;
    await route.continue();
  });
  return { asked, release };
}
