import { userEvent } from 'storybook/test';

/**
 * Moves the test browser's real pointer over `element`, so CSS `:hover` applies (a synthetic hover
 * only fires events). Outside the test runner, in Storybook itself, it falls back to the synthetic
 * hover and says so: a check of `:hover` styles should then be skipped.
 */
export async function pointerHover(element: Element): Promise<boolean> {
  try {
    // The runner's browser context, typed here: ui's own type settings do not see the runner's.
    const { userEvent: pointer } = (await import('vitest/browser')) as unknown as {
      userEvent: { hover: (element: Element) => Promise<void> };
    };
    await pointer.hover(element);
    return true;
  } catch {
    await userEvent.hover(element);
    return false;
  }
}
