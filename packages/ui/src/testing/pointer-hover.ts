import { userEvent } from 'storybook/test';
import { testRunner } from './test-runner';

/**
 * Runs `check` with the test browser's real pointer over `element`, so CSS `:hover` applies (a
 * synthetic hover only fires events), and puts the pointer back in the top-left corner where the
 * runner keeps it: the pointer belongs to the whole test browser, so left over a spot it would hover
 * whatever the next story draws there (and a menu item under it takes focus). Outside the test
 * runner, in Storybook itself, the hover is synthetic and `check` is told so.
 */
export async function whilePointerOver(element: Element, check: (isReal: boolean) => Promise<void>) {
  const pointer = (await testRunner())?.userEvent;
  if (!pointer) {
    await userEvent.hover(element);
    await check(false);
    return;
  }
  await pointer.hover(element);
  try {
    await check(true);
  } finally {
    await pointer.hover(document.body, { position: { x: 0, y: 0 } });
  }
}
