import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * Runs axe (the engine behind Storybook's a11y check) on the page as it stands, WCAG A and AA, and
 * fails with the rules broken and where.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.addScriptTag({ path: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } })
      .axe;
    const results = await axe.run(
      { exclude: [['[data-live-announcer]']] },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
    );
    return results.violations.map((violation) => ({
      rule: violation.id,
      where: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
  expect(violations).toEqual([]);
}

interface AxeResults {
  violations: { id: string; nodes: { target: string[] }[] }[];
}
