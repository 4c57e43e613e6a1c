import { expect, type Page } from '@playwright/test';

/**
 * Everything that says the page's policy refused something: each `securitypolicyviolation` the
 * page fires (a blocked source, an inline script or style without its hash, a Trusted Types sink
 * given a string), console errors that name the policy or Trusted Types, and uncaught errors (a
 * sink that throws). Call before the first load; read the array at the end.
 */
export async function watchPolicy(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.exposeBinding('__policyViolation', (_source, text: string) => problems.push(text));
  await page.addInitScript(() => {
    // On the window: violations fired at an element or at the document reach it too.
    addEventListener(
      'securitypolicyviolation',
      (event) =>
        (window as unknown as { __policyViolation: (text: string) => void }).__policyViolation(
          `${location.pathname}: ${event.effectiveDirective} refused ${event.blockedURI || 'inline'}` +
            ` (${event.sourceFile || 'page'}:${event.lineNumber}) ${event.sample}`,
        ),
      true,
    );
  });
  page.on('console', (message) => {
    if (
      message.type() === 'error' &&
      /Content.Security.Policy|Trusted.?Type|TrustedHTML|TrustedScript/i.test(message.text())
    )
      problems.push(`console error at ${new URL(page.url()).pathname}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error at ${new URL(page.url()).pathname}: ${error.message}`));
  return problems;
}

/**
 * Nothing was refused; and the watch would have seen it: on this page a string given to `innerHTML`
 * throws, and is reported.
 */
export async function expectNothingRefused(page: Page, problems: string[]): Promise<void> {
  expect(problems).toEqual([]);
  const thrown = await page.evaluate(() => {
    try {
      document.createElement('div').innerHTML = '<b>not signed</b>';
      return null;
    } catch (error) {
      return String(error);
    }
  });
  expect(thrown).toMatch(/TrustedHTML/);
  await expect.poll(() => problems.some((each) => each.includes('require-trusted-types-for'))).toBe(true);
}
