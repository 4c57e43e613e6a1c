/**
 * The parts of the test runner's browser context (`vitest/browser`) that stories reach for: the
 * real pointer and Chromium's DevTools protocol, both belonging to the whole test browser. Null
 * outside the runner, in Storybook itself, where stories fall back and say so.
 */
export interface TestRunner {
  userEvent: { hover: (element: Element, options?: { position: { x: number; y: number } }) => Promise<void> };
  cdp: () => { send: (method: string, params: object) => Promise<unknown> };
}

export async function testRunner(): Promise<TestRunner | null> {
  try {
    // Typed here: ui's own type settings do not see the runner's.
    return (await import('vitest/browser')) as unknown as TestRunner;
  } catch {
    return null;
  }
}
