import { expect, type Page } from '@playwright/test';
import { resumeDemoSession } from './demo-session';

/*
 * Text a person or a server could save, made to run script wherever it is shown as markup: each
 * payload calls `window.__pwned(tag)`, which the test watches. Shown as text (React's escaping) or
 * sanitised (DOMPurify), none may run, and no element they describe may reach the page.
 */
export const payloads = [
  `<script>window.__pwned('script')</script>`,
  `<img src=x onerror="window.__pwned('img')">`,
  `<svg onload="window.__pwned('svg')"><script>window.__pwned('svg script')</script></svg>`,
  `<a href="javascript:window.__pwned('link')">pwned link</a>`,
  `"><iframe srcdoc="<script>parent.__pwned('iframe')</script>"></iframe>`,
  `<details open ontoggle="window.__pwned('details')"><summary>pwned details</summary></details>`,
] as const;

/** Every payload in one text: what a name or a message is set to. */
export const payload = payloads.join(' ');

/** A piece of the payload as it reads when shown as text. */
export const shownAsText = `<script>window.__pwned('script')</script>`;

/** Markup with the payloads and harmless text, for the places that show HTML (CMS pages, blog posts). */
export const payloadHtml = `<p>Harmless paragraph.</p>${payloads.join('')}<p>Another harmless paragraph.</p>`;

/**
 * A change to the mock backend's stored data (mocks/README.md: mock mode keeps it in localStorage):
 * in `collection`, every record whose fields equal `where` takes the fields of `set`. `rename`
 * replaces a text wherever a record holds exactly it (a page's name in its page, the team's pages
 * and the posts to it).
 */
export type DataChange =
  | { collection: string; where?: Record<string, unknown>; set: Record<string, unknown> }
  | { rename: string; to: string };

/**
 * Opens `path` in mock mode, signed in as the demo user, with the mock backend's data changed
 * first; returns the tags of every payload that ran (`window.__pwned`) and every dialog opened.
 */
export async function openWithData(page: Page, path: string, changes: readonly DataChange[]): Promise<string[]> {
  const ran: string[] = [];
  await page.exposeBinding('__pwned', (_source, tag: unknown) => ran.push(`ran: ${String(tag)}`));
  page.on('dialog', (dialog) => {
    ran.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await resumeDemoSession(page);
  await page.addInitScript((dataChanges: readonly DataChange[]) => {
    // Once per tab: what the app saves after this is kept across reloads.
    if (sessionStorage.getItem('injection-seeded')) return;
    const key = 'causeway.mock.db';
    const snapshot = JSON.parse(localStorage.getItem(key) ?? 'null') as {
      collections: Record<string, Record<string, unknown>[]>;
    } | null;
    if (!snapshot) throw new Error('No mock data to change: resume the demo session first');
    const renamed = (value: unknown, from: string, to: string): unknown => {
      if (value === from) return to;
      if (Array.isArray(value)) return value.map((each) => renamed(each, from, to));
      if (value && typeof value === 'object')
        return Object.fromEntries(Object.entries(value).map(([name, each]) => [name, renamed(each, from, to)]));
      return value;
    };
    for (const change of dataChanges) {
      if ('rename' in change) {
        snapshot.collections = renamed(snapshot.collections, change.rename, change.to) as typeof snapshot.collections;
        continue;
      }
      const records = snapshot.collections[change.collection];
      if (!records?.length) throw new Error(`No ${change.collection} in the mock data`);
      const matching = records.filter((record) =>
        Object.entries(change.where ?? {}).every(([name, value]) => record[name] === value),
      );
      if (!matching.length) throw new Error(`No ${change.collection} record is ${JSON.stringify(change.where)}`);
      for (const record of matching) Object.assign(record, change.set);
    }
    localStorage.setItem(key, JSON.stringify(snapshot));
    sessionStorage.setItem('injection-seeded', '1');
  }, changes);
  await page.goto(path);
  return ran;
}

/**
 * Nothing ran, and nothing a payload describes is in the page: no element with an event handler
 * attribute, no script of the payloads', no `javascript:` link, no frame made from markup.
 */
export async function expectNothingRan(page: Page, ran: readonly string[]): Promise<void> {
  // Let images fail and frames load, as they would for a reader.
  await page.waitForLoadState('networkidle');
  const injected = await page.evaluate(() => {
    const elements = [...document.querySelectorAll('*')];
    return {
      handlers: elements.flatMap((element) =>
        element
          .getAttributeNames()
          .filter((name) => name.startsWith('on'))
          .map((name) => `<${element.localName} ${name}>`),
      ),
      scripts: [...document.scripts].filter((script) => script.text.includes('__pwned')).length,
      scriptLinks: document.querySelectorAll('[href^="javascript:" i], [src^="javascript:" i]').length,
      frames: document.querySelectorAll('iframe[srcdoc], iframe[src^="javascript:" i]').length,
    };
  });
  expect(injected).toEqual({ handlers: [], scripts: 0, scriptLinks: 0, frames: 0 });
  expect(ran).toEqual([]);
}
