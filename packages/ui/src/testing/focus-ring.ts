import { expect } from 'storybook/test';
import { testRunner } from './test-runner';

/** Asserts the focus ring (theme/focus-ring.css) is drawn on `element`: a 2px outline, never only a shadow. */
export async function expectFocusRing(element: Element) {
  const style = getComputedStyle(element);
  await expect(style.outlineStyle).not.toBe('none');
  await expect(style.outlineWidth).toBe('2px');
}

/**
 * Runs `check` with Chromium's forced-colors emulation on (Windows' high-contrast themes), and turns
 * it off again whatever happens: the setting belongs to the whole test browser, so left on it would
 * recolour every story after this one. Outside the test runner, in Storybook itself, the mode cannot
 * be switched: `check` then runs in normal colours and is told so.
 */
export async function inForcedColors(check: (isForced: boolean) => Promise<void>) {
  const isForced = await emulateForcedColors(true);
  try {
    await check(isForced);
  } finally {
    if (isForced) await emulateForcedColors(false);
  }
}

async function emulateForcedColors(active: boolean): Promise<boolean> {
  const runner = await testRunner();
  if (!runner) return false;
  try {
    await runner.cdp().send('Emulation.setEmulatedMedia', {
      features: [{ name: 'forced-colors', value: active ? 'active' : 'none' }],
    });
    return window.matchMedia('(forced-colors: active)').matches === active;
  } catch {
    return false;
  }
}
