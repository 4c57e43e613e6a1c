import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface AxeViolation {
  rule: string;
  where: string[];
}

/**
 * The rules axe (the engine behind Storybook's a11y check) finds broken on the page as it stands,
 * and where: WCAG A and AA, or with `everyRule` every rule axe runs by default, best practices such
 * as `region` (all content inside landmarks) too.
 */
export async function axeViolations(page: Page, { everyRule = false } = {}): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: axeSource });
  return page.evaluate(async (everyRule) => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } })
      .axe;
    const results = await axe.run(
      { exclude: [['[data-live-announcer]']] },
      everyRule ? {} : { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
    );
    return results.violations.map((violation) => ({
      rule: violation.id,
      where: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, everyRule);
}

/** Fails with the WCAG A and AA rules axe finds broken on the page, and where. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

interface AxeResults {
  violations: { id: string; nodes: { target: string[] }[] }[];
}
