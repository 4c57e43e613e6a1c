import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { demoAccount } from './demo-data';
import { paths } from './paths';
import { signInAsDemo } from './sign-in';

/*
 * Signing in through the login page costs a journey two loads of the app before it reaches the page
 * it is about. So the demo user signs in through the login page once per test worker, and each
 * test's new browser starts from what that sign-in left in it (its storage state): the tokens, and the mock
 * backend's data with the session in it. Every test still starts from its own copy, so what one
 * test changes never reaches another. Signing in itself is tested as a person does it, in
 * sign-in.spec.ts and catalogue-sign-in.spec.ts.
 */

/** Well inside the access token's five minutes, so no journey meets a refresh it did not ask for. */
const signInLastsMs = 3 * 60_000;

interface DemoSession {
  baseURL: string;
  /** The seed sets its posts' local times in the browser's zone, so a session serves one zone. */
  timezoneId: string;
  madeAt: number;
  state: Awaited<ReturnType<BrowserContext['storageState']>>;
}

let session: DemoSession | null = null;

/** Old, or from another day: the seed dates its posts from the day it ran ('tomorrow at 12:30'). */
function isStale({ madeAt }: DemoSession): boolean {
  return Date.now() - madeAt > signInLastsMs || new Date(madeAt).toDateString() !== new Date().toDateString();
}

async function signInOnce(browser: Browser, baseURL: string, timezoneId: string): Promise<DemoSession> {
  const context = await browser.newContext({ baseURL, timezoneId });
  try {
    const page = await context.newPage();
    await signInAsDemo(page);
    return { baseURL, timezoneId, madeAt: Date.now(), state: await context.storageState() };
  } finally {
    await context.close();
  }
}

/**
 * Gives the browser the demo user's session, as signing in does, without loading the app: the next
 * `page.goto` opens the app signed in (with `?scenario=` if the address has one).
 */
export async function resumeDemoSession(page: Page): Promise<void> {
  const baseURL = test.info().project.use.baseURL;
  const browser = page.context().browser();
  if (!baseURL || !browser) throw new Error('The demo session needs the project’s baseURL and a browser');
  const timezoneId = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  if (!session || session.baseURL !== baseURL || session.timezoneId !== timezoneId || isStale(session)) {
    session = await signInOnce(browser, baseURL, timezoneId);
  }
  await page.context().setStorageState(session.state);
}

/** Opens `path` signed in as the demo user, once the header greets them. */
export async function openAsDemo(page: Page, path: string = paths.home): Promise<void> {
  await resumeDemoSession(page);
  await page.goto(path);
  await expect(
    page.getByRole('banner').getByRole('button', { name: `Account menu for ${demoAccount.name}` }),
  ).toBeVisible();
}
